"""Update the .ts translation sources after the code's strings changed, keeping every translation we have.

``pyside6-lupdate -no-obsolete`` (what packaging/update_translations.sh runs) drops a message whose context
changed — a string moved from one class to another — and marks it new and untranslated in its new context.
This script remembers every translation before lupdate runs, then fills each untranslated message whose
English source was already translated somewhere (in any context), and the new strings given in a JSON file
``{"fr": {"English": "Français"}, "ko": {"English": "한국어"}}``.  It prints what is still untranslated and
compiles the .qm files.

    python3 packaging/carry_translations.py [--new NEW.json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "ko")


def ts_path(lang: str) -> Path:
    return TS_DIR / f"janggi_desktop_{lang}.ts"


def known_translations(path: Path) -> dict[str, str]:
    """English source → translation, for every finished message of a .ts file."""
    out: dict[str, str] = {}
    for m in ET.parse(path).getroot().iter("message"):
        tr = m.find("translation")
        source = m.findtext("source") or ""
        if tr is not None and tr.text and tr.get("type") not in ("unfinished", "vanished", "obsolete"):
            out.setdefault(source, tr.text)
    return out


def fill(path: Path, known: dict[str, str]) -> list[tuple[str, str]]:
    """Fill the untranslated messages of ``path`` from ``known``; the (context, source) still missing."""
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            source = m.findtext("source") or ""
            if tr is None or (tr.text and tr.get("type") != "unfinished"):
                continue
            if source in known:
                tr.text = known[source]
                tr.attrib.pop("type", None)
            else:
                missing.append((name, source))
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--new", type=Path, help="JSON file of new translations by language")
    args = ap.parse_args(argv)
    new = json.loads(args.new.read_text(encoding="utf-8")) if args.new else {}
    known = {lang: known_translations(ts_path(lang)) for lang in LANGUAGES}
    subprocess.run(["bash", str(ROOT / "packaging" / "update_translations.sh")], check=True, cwd=ROOT)
    left = 0
    for lang in LANGUAGES:
        missing = fill(ts_path(lang), {**known[lang], **new.get(lang, {})})
        for context, source in missing:
            print(f"{lang}: untranslated [{context}] {source!r}")
        left += len(missing)
    subprocess.run(["bash", str(ROOT / "packaging" / "update_translations.sh"), "--release"], check=True, cwd=ROOT)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
