"""The .ts translation sources are complete, match the code's strings, and the shipped .qm are built from
them.

A string added to the UI without a translation, a translation left "unfinished", a ``%1`` dropped by a
translator or a .qm not rebuilt after editing a .ts all show up here rather than as English text in a
French or Korean window.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "ko")
PLACEHOLDER = re.compile(r"%L?\d+|%n")


def ts_path(lang: str) -> Path:
    return TS_DIR / f"janggi_desktop_{lang}.ts"


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """(context name, <message> element) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        out.extend((name, m) for m in context.iter("message"))
    return out


def key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def translations(message: ET.Element) -> list[str]:
    tr = message.find("translation")
    assert tr is not None
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


def source_files() -> list[Path]:
    files = sorted(p for p in (ROOT / "janggi_desktop" / "ui").rglob("*.py") if "__pycache__" not in p.parts)
    app = ROOT / "janggi_desktop" / "app.py"
    return files + ([app] if app.exists() else [])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_declares_its_language(lang: str) -> None:
    root = ET.parse(ts_path(lang)).getroot()
    assert root.get("language", "").split("_")[0] == lang
    assert root.get("sourcelanguage", "en").startswith("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated(lang: str) -> None:
    msgs = messages(ts_path(lang))
    assert len(msgs) > 20, "suspiciously few messages: was lupdate run over the UI?"
    unfinished = []
    for context, m in msgs:
        tr = m.find("translation")
        assert tr is not None, key(context, m)
        empty = not all(t.strip() for t in translations(m))
        if tr.get("type") in {"unfinished", "vanished", "obsolete"} or empty:
            unfinished.append(key(context, m))
    assert not unfinished, f"{len(unfinished)} {lang} messages not translated, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_placeholders(lang: str) -> None:
    """A translation that loses %1 shows a sentence with a hole (or a literal %1) at run time."""
    for context, m in messages(ts_path(lang)):
        if not context:
            continue  # misparsed call (source is a context name): test_no_message_without_context reports it
        wanted = sorted(set(PLACEHOLDER.findall(m.findtext("source") or "")))
        for text in translations(m):
            if not text:
                continue  # untranslated: test_every_message_is_translated reports it
            got = sorted(set(PLACEHOLDER.findall(text)))
            assert got == wanted, f"{lang} {key(context, m)}: placeholders {got} in {text!r}, want {wanted}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_without_context(lang: str) -> None:
    """An empty context means lupdate misread a call: ``tr("Ctx", "text")`` through a helper named ``tr``
    is taken as source "Ctx" with comment "text", so the translation can never be found at run time.
    Call ``QCoreApplication.translate("Ctx", "text")`` (or a helper named ``translate``) instead."""
    bad = [key(c, m) for c, m in messages(ts_path(lang)) if not c]
    assert not bad, f"messages without a context (misparsed tr(context, text) calls): {bad[:6]}"


def test_fr_and_ko_have_the_same_messages() -> None:
    fr = {key(c, m) for c, m in messages(ts_path("fr"))}
    ko = {key(c, m) for c, m in messages(ts_path("ko"))}
    assert fr == ko, f"only in fr: {sorted(fr - ko)[:5]}; only in ko: {sorted(ko - fr)[:5]}"


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="pyside6-lupdate is not installed")
def test_ts_files_match_the_strings_in_the_code(tmp_path: Path) -> None:
    """Every string the code marks for translation is in the .ts, and the .ts has no string the code lost."""
    fresh = tmp_path / "fresh_fr.ts"
    subprocess.run(["pyside6-lupdate", "-silent", "-no-obsolete", "-locations", "none",
                    *map(str, source_files()), "-ts", str(fresh)], check=True, cwd=ROOT)
    extracted = {key(c, m) for c, m in messages(fresh)}
    for lang in LANGUAGES:
        shipped = {key(c, m) for c, m in messages(ts_path(lang))}
        missing, stale = sorted(extracted - shipped), sorted(shipped - extracted)
        assert not missing and not stale, (
            f"{lang}: run packaging/update_translations.sh and translate; "
            f"new in the code: {missing[:5]}; gone from the code: {stale[:5]}")


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="pyside6-lrelease is not installed")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_qm_is_built_from_the_current_ts(lang: str, tmp_path: Path) -> None:
    qm = TS_DIR / f"janggi_desktop_{lang}.qm"
    assert qm.is_file(), f"{qm.name} missing: run packaging/update_translations.sh --release"
    rebuilt = tmp_path / qm.name
    subprocess.run(["pyside6-lrelease", "-silent", "-removeidentical", str(ts_path(lang)),
                    "-qm", str(rebuilt)], check=True)
    assert rebuilt.read_bytes() == qm.read_bytes(), (
        f"{qm.name} is out of date with {ts_path(lang).name}: run packaging/update_translations.sh --release")
