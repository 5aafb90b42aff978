"""Errors an interface can translate: the rules model speaks English, the window the user's language."""

from __future__ import annotations


class TemplatedError(ValueError):
    """An error whose message is an English template with ``{name}`` fields and the values that fill them, so
    that an interface can show it translated with the same values (ui/texts.py's ``translated_error``); a
    value may be such an error itself (a reason inside a message).  ``str()`` is the English message."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


__all__ = ["TemplatedError"]
