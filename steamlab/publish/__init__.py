"""Publishing steamlab: a class at once on Voila (:mod:`.classroom`), and a static site (:mod:`.site`).

See ``docs/publishing.md``.
"""
