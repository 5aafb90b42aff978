"""The package's architecture, checked on the source: no package reaches into another's private names, and
the import arrows go one way (docs/architecture.md#layers: ``ui -> analysis -> play -> engine/records -> rules``,
Qt only in ui).

Each subpackage of ``janggi_desktop`` (rules, engine, records, play, analysis, ui, and any added later) is a
"package"; the top-level modules (``app.py``, ``fileio.py``, ``__init__.py``) form one more group.  A name
is private when it starts with one underscore and is not a dunder.  A package *defines* the private names it
creates (functions, classes, parameters, variables, ``self._x`` / ``cls._x`` attributes); it may use those
freely, and any private name nobody here defines (``os._exit``, a Qt internal), but not one that only another
of our packages defines: an attribute ``obj._name``, ``from x import _name``, a keyword ``_name=``, or
``getattr(obj, "_name")``.  That is what "a public API complete enough that nothing outside reads its private
state" means in practice: such a use is a missing public name.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = "janggi_desktop"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE
TOP = "top-level modules"

#: What each package may import besides itself (names of subpackages or top-level modules of janggi_desktop;
#: "janggi_desktop" is the package root, which holds only metadata such as __version__).
#: The small top-level helpers every package may use: atomic files, the engine's level range, one-line messages,
#: where resources are.
BASE = {"fileio", "level_bounds", "messages", "resource_files"}
ALLOWED_IMPORTS: dict[str, set[str]] = {
    "rules": set(),
    "engine": {"rules"} | BASE,
    "records": {"rules"} | BASE,
    "play": {"engine", "records", "rules"} | BASE,
    "analysis": {"play", "engine", "records", "rules"} | BASE,
    "library": {"play", "engine", "records", "rules"} | BASE,
    "training": {"library", "analysis", "play", "engine", "records", "rules"} | BASE,
    "ui": {"training", "play", "analysis", "library", "engine", "records", "rules", PACKAGE} | BASE,
}
#: The top-level modules, each on its own: start-up may import anything; the others are leaves.
ALLOWED_TOP_IMPORTS: dict[str, set[str] | None] = {"app.py": None, "__init__.py": set(),
                                                   **{f"{name}.py": set() for name in BASE}}
#: Only these may import Qt.
QT_ALLOWED = ("ui", "app.py")
QT_MODULES = ("PySide6", "shiboken6")


def is_private(name: str | None) -> bool:
    return bool(name) and name.startswith("_") and not name.endswith("__") and name != "_"


def modules(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def group_of(path: Path, root: Path) -> str:
    rel = path.relative_to(root)
    return rel.parts[0] if len(rel.parts) > 1 else TOP


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def where(path: Path, node: ast.AST, root: Path) -> str:
    return f"{path.relative_to(root.parent)}:{getattr(node, 'lineno', 0)}"


def by_place(report: str) -> tuple[str, int]:
    """Sort key of a "file:line: ..." report: by file, then line number."""
    file, line, _ = report.split(":", 2)
    return file, int(line) if line.isdigit() else 0


# --- private names --------------------------------------------------------------------------------------
def defined_private_names(tree: ast.Module) -> set[str]:
    """Private names a module creates (generously: any binding of the name counts)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        names: list[str | None] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.arg):
            names.append(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.append(node.id)
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
              and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            names.append(node.attr)
        elif isinstance(node, ast.ExceptHandler):
            names.append(node.name)
        elif isinstance(node, ast.alias) and node.asname and not is_private(node.name.split(".")[-1]):
            names.append(node.asname)  # "import random as _random" binds a private name of its own
        out.update(n for n in names if is_private(n))
    return out


def private_uses(tree: ast.Module) -> list[tuple[str, ast.AST, str]]:
    """(name, node, how) for every use of a private name that could reach into another package."""
    out: list[tuple[str, ast.AST, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_private(node.attr):
            out.append((node.attr, node, "attribute"))
        elif isinstance(node, ast.ImportFrom):
            out.extend((a.name, node, "import") for a in node.names if is_private(a.name))
        elif isinstance(node, ast.keyword) and is_private(node.arg):
            out.append((node.arg, node, "keyword"))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr", "delattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
              and is_private(node.args[1].value)):
            out.append((node.args[1].value, node, node.func.id))
    return out


def reach_ins(root: Path) -> list[str]:
    """Every use, in one package, of a private name that it does not define and another package does."""
    trees = {p: parse(p) for p in modules(root)}
    defined: dict[str, set[str]] = defaultdict(set)
    for path, tree in trees.items():
        defined[group_of(path, root)] |= defined_private_names(tree)
    found = []
    for path, tree in trees.items():
        group = group_of(path, root)
        for name, node, how in private_uses(tree):
            if name in defined[group]:
                continue
            owners = sorted(g for g, names in defined.items() if name in names)
            if owners:
                found.append(f"{where(path, node, root)}: {how} {name} is private to {', '.join(owners)}")
    return sorted(found, key=by_place)


def test_no_package_uses_another_packages_private_names() -> None:
    found = reach_ins(ROOT)
    assert not found, "reach-ins into other packages' private names (give them a public name):\n" + "\n".join(
        found)


def test_tests_benchmarks_and_tools_use_only_public_names() -> None:
    """The suite, the benchmarks and the tools go through the public API, like any other user of the package:
    a private name of janggi_desktop that the file does not define itself is a reach-in."""
    ours: set[str] = set()
    for path in modules(ROOT):
        ours |= defined_private_names(parse(path))
    top = ROOT.parent
    found = []
    for folder in ("tests", "bench", "docs", "tune"):
        for path in modules(top / folder) if (top / folder).is_dir() else []:
            tree = parse(path)
            own = defined_private_names(tree)
            for name, node, how in private_uses(tree):
                if name in ours and name not in own:
                    found.append(f"{path.relative_to(top)}:{getattr(node, 'lineno', 0)}: {how} {name}")
    assert not found, "private names of janggi_desktop used from outside it:\n" + "\n".join(sorted(found))


# --- import arrows --------------------------------------------------------------------------------------
def module_parts(path: Path, root: Path) -> list[str]:
    """The dotted name of the package a module belongs to (what a relative import is relative to)."""
    rel = path.relative_to(root.parent).with_suffix("")
    return list(rel.parts[:-1])


def imported(path: Path, tree: ast.Module, root: Path) -> list[tuple[str, ast.AST]]:
    """(dotted module name, node) of every import in the module, relative imports resolved."""
    out: list[tuple[str, ast.AST]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((a.name, node) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module_parts(path, root)
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == PACKAGE:  # "from janggi_desktop import rules" names the subpackage or module itself
                out.extend((f"{PACKAGE}.{a.name}" if (root / a.name).is_dir() or (root / f"{a.name}.py").is_file()
                            else PACKAGE, node) for a in node.names)
            else:
                out.append((target, node))
    return out


def target_of(module: str) -> str | None:
    """The package or top-level module of janggi_desktop that ``module`` belongs to (None: not ours)."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    return parts[1] if len(parts) > 1 else PACKAGE


def arrow_violations(root: Path) -> list[str]:
    found = []
    for path in modules(root):
        group = group_of(path, root)
        tree = parse(path)
        if group == TOP:
            allowed = ALLOWED_TOP_IMPORTS.get(path.name, set())
            own = {path.stem}
        else:
            if group not in ALLOWED_IMPORTS:
                found.append(f"{path.relative_to(root.parent)}: package {group!r} has no arrows declared in "
                             f"tests/test_architecture.py (ALLOWED_IMPORTS)")
                continue
            allowed = ALLOWED_IMPORTS[group]
            own = {group}
        qt_ok = group in QT_ALLOWED or path.name in QT_ALLOWED and group == TOP
        for module, node in imported(path, tree, root):
            if module.split(".")[0] in QT_MODULES and not qt_ok:
                found.append(f"{where(path, node, root)}: imports {module} (only ui/ and app.py may import Qt)")
            target = target_of(module)
            if target is None or target in own or allowed is None:
                continue
            if target not in allowed:
                found.append(f"{where(path, node, root)}: {group if group != TOP else path.name} imports {module} "
                             f"(allowed: {', '.join(sorted(allowed)) or 'nothing of janggi_desktop'})")
    return sorted(found, key=by_place)


def test_imports_go_one_way_and_only_ui_imports_qt() -> None:
    found = arrow_violations(ROOT)
    assert not found, "imports against the arrows:\n" + "\n".join(found)


# --- no import circle -----------------------------------------------------------------------------------
def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module at ``path`` (a package's ``__init__.py`` is the package)."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Which of our modules each of our modules imports, read from the source: every import statement, also
    those inside functions and under ``if TYPE_CHECKING`` (a type is a dependency too).  ``from a import b``
    names ``a``, and ``a.b`` too when that is a module."""
    paths = {module_name(p, root): p for p in modules(root)}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        out: set[str] = set()
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.Import):
                out.update(a.name for a in node.names if a.name in paths)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = module_parts(path, root)
                    base = base[: len(base) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                if target in paths:
                    out.add(target)
                out.update(f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in paths)
        graph[name] = out - {name}
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each set of two or more modules that reach one another (Tarjan's strongly
    connected components, iteratively), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
    return sorted(circles)


def test_no_import_circle() -> None:
    """No module of the package reaches itself through its imports, not even through an import made inside a
    function or only for type checking: each module can be read, and tested, after the ones it uses."""
    circles = import_circles(import_graph(ROOT))
    assert not circles, "modules that import one another (directly or around a circle):\n" + "\n".join(
        " <-> ".join(c) for c in circles)


def test_only_the_application_imports_the_main_window() -> None:
    """The window is the composition root (MainWindow wires, it does not serve): its parts get
    small named interfaces, so none of them imports it, not even for a type."""
    window = f"{PACKAGE}.ui.main_window"
    found = sorted(name for name, targets in import_graph(ROOT).items()
                   if window in targets and name != f"{PACKAGE}.app")
    assert not found, "modules that import the main window (give them an interface instead): " + ", ".join(found)


# --- the checks themselves catch what they are for --------------------------------------------------------
def test_the_checks_find_reach_ins_and_wrong_arrows(tmp_path: Path) -> None:
    root = tmp_path / PACKAGE
    files = {
        "rules/game.py": "class Game:\n    def __init__(self):\n        self._keys = []\n"
                         "    def _legal(self):\n        return []\n\n\ndef _helper():\n    pass\n",
        "engine/search.py": "from janggi_desktop.rules.game import Game, _helper\nimport PySide6.QtCore\n"
                            "def run(game, os):\n    return game._keys, game._legal(), os._exit\n",
        "rules/position.py": "from ..engine import search\n",
        "app.py": "import PySide6\nfrom janggi_desktop import rules\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    assert reach_ins(root) == [
        "janggi_desktop/engine/search.py:1: import _helper is private to rules",
        "janggi_desktop/engine/search.py:4: attribute _keys is private to rules",
        "janggi_desktop/engine/search.py:4: attribute _legal is private to rules",
    ]
    assert arrow_violations(root) == [
        "janggi_desktop/engine/search.py:2: imports PySide6.QtCore (only ui/ and app.py may import Qt)",
        "janggi_desktop/rules/position.py:1: rules imports janggi_desktop.engine (allowed: nothing of janggi_desktop)",
    ]


def test_the_circle_check_finds_circles_through_function_and_type_imports(tmp_path: Path) -> None:
    root = tmp_path / PACKAGE
    files = {
        "__init__.py": "",
        "ui/__init__.py": "",
        "ui/window.py": "from .panel import Panel\n",
        "ui/panel.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .window import Window\n",
        "ui/board.py": "def f():\n    from janggi_desktop.ui import dialog\n",
        "ui/dialog.py": "import janggi_desktop.ui.board\n",
        "ui/leaf.py": "from . import board\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    assert import_circles(import_graph(root)) == [
        ["janggi_desktop.ui.board", "janggi_desktop.ui.dialog"],
        ["janggi_desktop.ui.panel", "janggi_desktop.ui.window"],
    ]
