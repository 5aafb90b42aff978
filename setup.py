"""The one thing pyproject.toml cannot say: ship the top-level ``resources/`` folder inside the package.

The resources live beside the package in the repository (``resources/``), but an installed copy must carry
them as package data, at ``janggi_desktop/resources/`` where :mod:`janggi_desktop.resource_files` looks.
``package-dir`` in pyproject.toml maps that package name to the folder; the package list has to be computed
here because setuptools' declarative ``find`` only discovers packages inside the source tree's own folders.
Everything else (metadata, what data to ship) stays in pyproject.toml.
"""

from setuptools import find_packages, setup

RESOURCE_PACKAGES = ["janggi_desktop.resources", *(f"janggi_desktop.resources.{sub}"
                                                    for sub in ("engine", "fonts", "icons", "puzzles",
                                                                "sounds", "translations"))]

setup(packages=[*find_packages(include=["janggi_desktop*"]), *RESOURCE_PACKAGES])
