"""The specification travels with the code: the repository cites only its own documents.

``docs/rules.md`` (the rules and record formats) and ``docs/architecture.md`` (layers, threads, conventions)
are the documents code points to.  Three checks keep it so:

- no file outside ``docs/`` cites the specification documents that lived outside the repository (their
  names are built below, so this file does not cite them itself);
- every ``docs/rules.md#anchor`` or ``docs/architecture.md#anchor`` cited anywhere is the anchor of a heading
  of that document (as GitHub makes anchors from headings), and no two headings of a document share one;
- the perft table of ``docs/rules.md`` gives exactly the cases ``tests/rules/test_perft.py`` checks, and its
  rule-set table says what each ``RuleSet`` record holds.
"""

from __future__ import annotations

import re
from pathlib import Path

from janggi_desktop.rules import DEFAULT_ARRANGEMENT, RULE_SETS, RuleSet

from .rules.test_perft import CASES, START

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
#: The documents code may cite with an anchor, by the path the code writes.
CITED_DOCS = {"docs/rules.md": DOCS / "rules.md", "docs/architecture.md": DOCS / "architecture.md"}
#: Text files of the repository (source, tests, tools, packaging, metadata); resources are data.
TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".cfg", ".ini", ".sh", ".spec", ".desktop", ".xml", ".ts",
                 ".yml", ".yaml", ".json", ""}
SKIP_DIRS = {".git", "__pycache__", "build", "dist", ".pytest_cache", ".ruff_cache", ".hypothesis", "resources"}
#: Citations of documents outside the repository: the specification and design files by name, and the
#: folder they were shared in.
OUTSIDE = re.compile("|".join((r"\bRULES" + r"\.md\b", r"\bDESIGN" + r"\.md\b", r"\.\./shared\b",
                                r"/work/" + r"shared\b")))
CITATION = re.compile(r"docs/(rules|architecture)\.md#([\w-]+)")
#: A link from one document of docs/ to a section of another (``(rules.md#perft)``).
DOC_LINK = re.compile(r"\]\((rules|architecture)\.md#([\w-]+)\)")
#: A link within one document (``(#perft)``).
SELF_LINK = re.compile(r"\]\(#([\w-]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def repository_files() -> list[Path]:
    """The repository's text files, outside ``docs/``'s own documents and this test."""
    out = []
    for path in sorted(ROOT.rglob("*")):
        parts = path.relative_to(ROOT).parts
        if (not path.is_file() or any(p in SKIP_DIRS or p.endswith(".egg-info") for p in parts)
                or path.suffix not in TEXT_SUFFIXES or path == Path(__file__).resolve()):
            continue
        out.append(path)
    return out


def read_text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped (code marks included), spaces as
    hyphens."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(document: Path) -> list[str]:
    text = re.sub(r"^```.*?^```", "", document.read_text(encoding="utf-8"), flags=re.M | re.S)  # not code
    return [anchor(h) for h in HEADING.findall(text)]


def test_anchor_follows_github() -> None:
    assert anchor("Clocks over UCI") == "clocks-over-uci"
    assert anchor("Horse and elephant") == "horse-and-elephant"
    assert anchor("`.gib` files") == "gib-files"


def test_no_file_outside_docs_cites_documents_outside_the_repository() -> None:
    offenders = []
    for path in repository_files():
        rel = path.relative_to(ROOT)
        if rel.parts[0] == "docs" and path.suffix == ".md":
            continue
        text = read_text(path)
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                offenders.append(f"{rel}:{number}: {line.strip()[:100]}")
    assert not offenders, ("cite docs/rules.md#section or docs/architecture.md#section instead:\n"
                           + "\n".join(offenders))


def test_the_documents_headings_have_distinct_anchors() -> None:
    for name, document in CITED_DOCS.items():
        found = anchors(document)
        duplicates = sorted({a for a in found if found.count(a) > 1})
        assert not duplicates, f"{name}: headings sharing an anchor: {duplicates}"


def test_every_cited_section_exists() -> None:
    known = {name: set(anchors(document)) for name, document in CITED_DOCS.items()}
    missing = []
    cited = 0
    for path in repository_files():
        text = read_text(path)
        if text is None:
            continue
        rel = path.relative_to(ROOT)
        for match in CITATION.finditer(text):
            cited += 1
            name = f"docs/{match.group(1)}.md"
            if match.group(2) not in known[name]:
                missing.append(f"{rel}: {match.group(0)}")
        if rel.parts[0] == "docs":
            for match in DOC_LINK.finditer(text):
                cited += 1
                if match.group(2) not in known[f"docs/{match.group(1)}.md"]:
                    missing.append(f"{rel}: {match.group(0)}")
            for match in SELF_LINK.finditer(text) if rel.as_posix() in known else ():
                if match.group(1) not in known[rel.as_posix()]:
                    missing.append(f"{rel}: {match.group(0)}")
    assert cited > 20  # the code does cite the documents: the scan found them
    assert not missing, "sections cited but not in the documents:\n" + "\n".join(missing)


def perft_table() -> set[tuple[str, str, tuple[int, ...]]]:
    """(FEN, rule set, counts) of every row of the perft table of docs/rules.md."""
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    section = text.split("\n## Perft\n", 1)[1].split("\n## ", 1)[0]
    rows = set()
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or not cells[2].isdigit():
            continue
        fen = START if cells[0] == "start" else cells[0].strip("`")
        counts = tuple(int(c.replace(",", "")) for c in cells[2:])
        for ruleset in cells[1].split(","):
            rows.add((fen, ruleset.strip(), counts))
    return rows


def test_perft_table_is_what_the_perft_test_checks() -> None:
    expected = {(fen, ruleset, tuple(counts)) for fen, rulesets, counts in CASES for ruleset in rulesets}
    assert perft_table() == expected


def rule_set_table() -> dict[str, dict[str, str]]:
    """The rule-set table of docs/rules.md: {rule set: {row's first words: cell}}."""
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    section = text.split("\n## Rule sets\n", 1)[1].split("\n## ", 1)[0]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in section.splitlines()
            if line.startswith("|") and not line.startswith("|---")]
    names = [c.strip("`").split()[0].strip("`") for c in rows[0][1:]]
    table: dict[str, dict[str, str]] = {name: {} for name in names}
    for row in rows[1:]:
        knob = re.sub(r"\[([^]]*)\]\([^)]*\)", r"\1", row[0]).split(" (")[0]
        for name, cell in zip(names, row[1:], strict=True):
            table[name][knob] = cell
    return table


def described(rs: RuleSet) -> dict[str, str]:
    """What the table must say of ``rs``, worded from its fields."""
    ordinal = {3: "3rd", 4: "4th"}
    yes = {True: "yes", False: "no"}
    bikjang = {"none": "no effect", "accept": "break or accept draw; no pass",
               "pass": f"break or pass; pass: {rs.bikjang_result}"}[rs.bikjang]
    limit = "in total" if rs.ply_limit_counts == "total" else "w/o capture"
    return {
        "arrangement choice": "yes" if rs.choose_arrangement else f"no: {DEFAULT_ARRANGEMENT}",
        "cannon's non-capturing move": "slide" if rs.cannon_slides else "jump",
        "soldier palace diagonals": yes[rs.soldier_palace_diagonals],
        "bikjang": bikjang,
        "two passes": "no effect" if rs.double_pass is None else rs.double_pass,
        "repetition": "none" if rs.repetition_count is None
        else f"{ordinal[rs.repetition_count]}: {rs.repetition_result}",
        "perpetual check loses": yes[rs.perpetual_check_loses],
        "shuttling loses": yes[rs.shuttle_rule],
        "move limit": "none" if rs.ply_limit is None else f"{rs.ply_limit} {limit}: {rs.ply_limit_result}",
    }


def test_rule_set_table_says_what_the_rule_sets_are() -> None:
    table = rule_set_table()
    assert set(table) == set(RULE_SETS)
    for name, rs in RULE_SETS.items():
        for knob, words in described(rs).items():
            assert table[name].get(knob) == words, (name, knob)
