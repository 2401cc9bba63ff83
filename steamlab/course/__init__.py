"""The course: what the lessons in ``notebooks/lessons/`` call.

Modules here hold the lessons' tables, worked examples and exercise widgets,
grouped by topic, each able to speak English and Japanese (``lang="en"`` or
``"ja"``, the same switch as the dashboards). The engine never imports this
package; it may import ipywidgets lazily for the exercises.
"""
