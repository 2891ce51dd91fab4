"""The optional compiled core of the movement search (``hexstudio/engine/_search.c``).

Everything else is in pyproject.toml. ``optional=True``: where no C compiler
(or no Python headers) is found, the install goes on without it and the
engine runs its pure-Python search (the reference), with the same answers.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("hexstudio.engine._search", ["hexstudio/engine/_search.c"], optional=True)])
