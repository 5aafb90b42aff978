"""What pyproject.toml cannot say: ship ``resources/`` inside the package, and compile the engine's hot modules.

**Resources.** They live beside the package in the repository (``resources/``), but an installed copy must
carry them as package data, at ``janggi_desktop/resources/`` where :mod:`janggi_desktop.resource_files`
looks.  ``package-dir`` in pyproject.toml maps that package name to the folder; the package list has to be
computed here because setuptools' declarative ``find`` only discovers packages inside the source tree's own
folders.  Everything else (metadata, what data to ship) stays in pyproject.toml.

**Compiled build (optional).** ``pip install .`` compiles the modules the search spends its time in
(:data:`HOT_MODULES`) with mypyc, which runs perft and the search about 2.5 times faster (docs/strength.md,
"Compiled build").  The very same ``.py`` files are the pure-Python program, and the build falls back to it,
saying why on the build's output (``pip install -v .`` shows it), whenever:

* ``JANGGI_DESKTOP_PURE=1`` is set (or any value but ``""`` and ``"0"``);
* the build is an editable one (``pip install -e .``, ``setup.py develop``): an in-place build would leave a
  compiled ``search.cpython-*.so`` beside ``search.py``, and Python imports the ``.so`` first, so later
  edits of the ``.py`` would silently not run.  Editable installs are therefore always pure (and the test
  command in the README, which uses one, tests the pure program); nothing here ever builds in place;
* the interpreter is not CPython, or mypyc cannot be imported (it comes with ``mypy``, a build requirement);
* no working C compiler and Python headers are found (a tiny extension is compiled and linked first:
  ``CC=/bin/false`` or a PATH without a compiler makes the wheel pure, tagged ``py3-none-any``);
* mypyc rejects the code (a type error in a hot module or in what it imports: ``mypy`` prints it);
* compiling or linking mypyc's C fails anyway: whatever was built is deleted from the build folder, so the
  wheel holds no half of a compiled build (it is still tagged for this platform).

Any stale compiled module in the build folder (an earlier compiled build in this tree) is deleted before a
pure build, so that one never ships a ``.so`` left behind.  Compiled, the wheel holds each hot module as
``name.cpython-*.so`` beside its ``name.py`` and mypyc's shared runtime as the top-level module
``janggi_desktop__mypyc``.  ``rules/board.py`` and the other rules modules stay pure: compiled, their public
functions would raise ``TypeError`` on bad input instead of the rules' own errors.  Assertions stay in.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

RESOURCE_PACKAGES = ["janggi_desktop.resources", *(f"janggi_desktop.resources.{sub}"
                                                    for sub in ("engine", "fonts", "icons", "puzzles",
                                                                "sounds", "translations"))]
#: The modules compiled: where ``bench/search.py --profile`` finds the time (bench/compiled.py uses this list).
HOT_MODULES = ("janggi_desktop/rules/position.py", "janggi_desktop/engine/evaluate.py",
               "janggi_desktop/engine/movegen.py", "janggi_desktop/engine/see.py",
               "janggi_desktop/engine/search.py")
#: mypyc's shared runtime module (top level, beside the package); PyInstaller's spec names it too.
MYPYC_GROUP = "janggi_desktop"
PURE_ENV = "JANGGI_DESKTOP_PURE"
#: Commands that build a wheel or an install from this tree; anything else (metadata, editable, develop,
#: sdist) gets no extension at all.
BUILD_COMMANDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}
EDITABLE_COMMANDS = {"editable_wheel", "develop"}


def say(message: str) -> None:
    print(f"janggi-desktop build: {message}", file=sys.stderr, flush=True)


def compiler_problem() -> str | None:
    """Why no extension can be built here (compile and link a tiny one with the compiler a build would use),
    or None."""
    from distutils.ccompiler import new_compiler
    from distutils.sysconfig import customize_compiler, get_python_inc

    with tempfile.TemporaryDirectory(prefix="janggi-cc-probe-") as tmp:
        source = Path(tmp, "probe.c")
        source.write_text("#include <Python.h>\nint janggi_desktop_probe(void) { return Py_IsInitialized(); }\n",
                          encoding="utf-8")
        compiler = new_compiler()
        here = os.getcwd()
        try:
            os.chdir(tmp)  # distutils names object files by the source's path, relative to the current folder
            customize_compiler(compiler)
            objects = compiler.compile([source.name], include_dirs=[get_python_inc()])
            compiler.link_shared_object(objects, "probe.so")
        except Exception as exc:  # noqa: BLE001 (any failure means: no compiled build here)
            return f"no working C compiler with Python's headers ({type(exc).__name__}: {exc})"
        finally:
            os.chdir(here)
    return None


def pure_reason() -> str | None:
    """Why this build stays pure Python, or None to compile."""
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        return f"{PURE_ENV} is set"
    if EDITABLE_COMMANDS & set(sys.argv[1:]):
        return "an editable install is always pure Python (a .so would shadow its .py)"
    if platform.python_implementation() != "CPython":
        return f"mypyc compiles for CPython only, not {platform.python_implementation()}"
    try:
        import mypyc.build  # noqa: F401
    except ImportError as exc:
        return f"mypyc is not available ({exc}); python3 -m pip install mypy"
    return compiler_problem()


def mypyc_extensions() -> list:
    """mypyc's extensions for :data:`HOT_MODULES`, or [] (with the reason said) for a pure build."""
    if not (BUILD_COMMANDS | EDITABLE_COMMANDS) & set(sys.argv[1:]):
        return []  # metadata, sdist, clean: nothing to build, nothing to say
    reason = pure_reason()
    if reason is None:
        from mypyc.build import mypycify

        say(f"compiling {len(HOT_MODULES)} modules with mypyc (set {PURE_ENV}=1 to skip)")
        try:
            return mypycify(list(HOT_MODULES), opt_level="3", group_name=MYPYC_GROUP)
        except (Exception, SystemExit) as exc:  # mypyc exits on a type error, after printing it
            reason = f"mypyc failed ({type(exc).__name__}: {exc}; its messages are above)"
    say(f"pure Python build: {reason}")
    return []


def is_compiled_output(path: Path, build_lib: Path) -> bool:
    """A compiled hot module or mypyc runtime under ``build_lib`` (any platform's suffix)."""
    rel = path.relative_to(build_lib)
    if len(rel.parts) == 1:
        return rel.name.startswith(f"{MYPYC_GROUP}__mypyc.")
    stem = rel.with_name(rel.name.split(".", 1)[0]).as_posix()
    return f"{stem}.py" in HOT_MODULES and rel.suffix in (".so", ".pyd")


def remove_compiled(build_lib: str) -> list[str]:
    root = Path(build_lib)
    if not root.is_dir():
        return []
    found = [p for p in root.rglob("*") if p.suffix in (".so", ".pyd") and is_compiled_output(p, root)]
    for path in found:
        path.unlink()
    return [p.relative_to(root).as_posix() for p in found]


class PurePythonUnlessCompiled(build_py):
    """build_py that clears compiled modules an earlier build left in the build folder when none is built now
    (setuptools reuses ``build/lib``, and the wheel takes all of it)."""

    def run(self) -> None:
        super().run()
        if not self.distribution.ext_modules:
            for name in remove_compiled(self.build_lib):
                say(f"removed {name} left in the build folder by an earlier compiled build")


class OptionalBuildExt(build_ext):
    """build_ext whose failure makes a pure-Python build (nothing compiled is kept) instead of a failed one;
    it never builds in place (see the module docstring)."""

    def run(self) -> None:
        if not self.extensions:
            return
        if self.inplace or getattr(self, "editable_mode", False):
            say("pure Python build: in-place builds are never compiled (a .so would shadow its .py)")
            return
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 (any failure means: no compiled build)
            removed = remove_compiled(self.build_lib)
            say(f"pure Python build: compiling mypyc's C failed ({type(exc).__name__}: {exc}); "
                f"removed {len(removed)} compiled file(s) already built")


setup(packages=[*find_packages(include=["janggi_desktop*"]), *RESOURCE_PACKAGES],
      ext_modules=mypyc_extensions(),
      cmdclass={"build_py": PurePythonUnlessCompiled, "build_ext": OptionalBuildExt})
