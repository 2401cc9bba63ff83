"""The course: what the lessons in ``notebooks/lessons/`` call.

Each lesson has its module in :mod:`steamlab.course.lessons`, named by what it teaches (the notebook's name without
its number; ``steamlab.course.lessons.LESSONS`` says which module serves which lesson): its exercises and what only
its page calls. The modules here are what several lessons share (tables, worked examples, pictures, the exercise
widgets, the doors to the games' actions ``rails_play`` and ``rr_play``), each able to speak English and Japanese
(``lang="en"`` or ``"ja"``, the same switch as the dashboards). The engine never imports this package; it may import
ipywidgets lazily for the exercises.
"""
