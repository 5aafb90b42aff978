"""Files as the records, the autosave, the settings and the app read and write them.

- :func:`atomic_write` saves as an editor does: a crash mid-write leaves the old contents or the new, never
  half a file; a file being replaced keeps its mode and (where permitted) its owner; a new file gets the
  mode the umask allows; a symbolic link is written through to its target and stays a link; anything but a
  regular file (a pipe, a device, a folder, or a link to one) is refused, never replaced.
- :func:`read_regular_file` reads input the program did not write itself: regular files only (a folder, a
  device such as ``/dev/zero`` or a named pipe is refused at once, and opening never blocks), at most a
  given size.
- :func:`rotate_backup` keeps a bounded series of backups (``name.bak``, ``name.bak.1``, …) so that a second
  damaged file never overwrites the first one's backup.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: How many backups :func:`rotate_backup` keeps by default (the newest first: name.bak, name.bak.1, ...).
MAX_BACKUPS = 5
#: The largest file :func:`rotate_backup` compares with the newest backup (to skip a duplicate).
_COMPARE_LIMIT = 16 << 20


class FileRefusedError(ValueError):
    """A file refused before its contents are read: not a regular file, or larger than the limit (then
    :attr:`max_bytes` is that limit, for a caller that words the refusal itself, e.g. translated)."""

    def __init__(self, message: str, *, max_bytes: int | None = None) -> None:
        super().__init__(message)
        self.max_bytes = max_bytes


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file at ``path``, refusing anything else before reading it.

    A folder, a device (``/dev/zero``) or a named pipe raises :class:`FileRefusedError` at once: the type is
    checked before opening, and the file is opened non-blocking so a pipe that appears in between cannot
    block either.  A file larger than ``max_bytes`` (checked before reading, and again while reading, for a
    file that grows) raises it too.  OS errors (missing file, no permission) are raised as :class:`OSError`.
    """
    st = os.stat(path)
    _check_regular(st, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        _check_regular(os.fstat(fd), max_bytes)  # the file opened is the file checked
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > max_bytes:
                raise FileRefusedError(_too_large(max_bytes), max_bytes=max_bytes)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _kind(st: os.stat_result) -> str:
    return ("a folder" if stat.S_ISDIR(st.st_mode) else "a named pipe" if stat.S_ISFIFO(st.st_mode)
            else "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "a special file")


def _check_regular(st: os.stat_result, max_bytes: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise FileRefusedError(f"not a regular file ({_kind(st)})")
    if st.st_size > max_bytes:
        raise FileRefusedError(_too_large(max_bytes), max_bytes=max_bytes)


def _too_large(max_bytes: int) -> str:
    if max_bytes >= 1 << 20:
        return f"the file is too large (over {max_bytes >> 20} MB)"
    return f"the file is too large (over {max_bytes:,} bytes)"


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new contents, never a mix: a temporary
    file in the same folder, flushed to disk, then renamed over the target.

    As an editor's save: a symbolic link is followed (its target is replaced, the link stays); a file being
    replaced keeps its permission bits and, when the process may give it away, its owner and group; a new
    file is created with the mode the umask allows (0666 minus the umask), not a private 0600.

    Only regular files are written: a folder, a named pipe or a device at ``path`` (or at the end of its
    links: ``x.pgn -> /dev/null``) raises :class:`NotRegularFileError` before anything is written — renaming
    a new file over it would replace the pipe or the device itself.
    """
    target = write_target(path)
    try:
        old: os.stat_result | None = os.stat(target)
    except (OSError, ValueError):
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise NotRegularFileError(target, old)
    folder = target.parent
    fd, tmp = _create_temporary(folder, target.name, private=old is not None)
    try:
        if old is not None:
            _copy_owner_and_mode(fd, old)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


class NotRegularFileError(OSError):
    """A write refused because the path (or the end of its links) is not a regular file."""

    def __init__(self, target: Path, st: os.stat_result) -> None:
        super().__init__(f"{target} is {_kind(st)}, not a regular file: choose another file name")
        self.target = target


def write_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` replaces: ``path`` itself, or the end of its chain of symbolic links (a
    dangling link: the file it names, which the write creates)."""
    return Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)


class NotAFolderError(NotADirectoryError):
    """A folder that cannot be made because the path, or a folder on the way to it, is something else; the
    message says what is in the way and what to do."""


#: What a message about a configuration folder that is no folder tells the user to do.
CONFIG_FOLDER_ADVICE = "start with --config-dir FOLDER or set JANGGI_DESKTOP_CONFIG_DIR to a folder"


def ensure_folder(path: str | os.PathLike[str], what: str = "the folder", advice: str = "choose another one") -> Path:
    """Make the folder ``path`` (and its parents) unless it exists; :class:`NotAFolderError` when a file, a
    device or a pipe is in the way ("File exists: '/dev/null'" said neither what nor what to do), an OSError
    saying the same for any other failure (no permission, a read-only disk)."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    except (FileExistsError, NotADirectoryError):
        pass
    except OSError as e:  # no permission, a read-only or full disk, /proc: what and what to do, not "[Errno 2]"
        raise OSError(f"{what} {folder} cannot be made ({e.strerror or type(e).__name__}): {advice}") from None
    blocker = folder
    while True:  # the first path on the way that exists and is not a folder
        try:
            st = os.stat(blocker)
        except OSError:
            st = None
        if (st is not None and not stat.S_ISDIR(st.st_mode)) or blocker.parent == blocker:
            break
        blocker = blocker.parent
    kind = _kind(st) if st is not None and not stat.S_ISREG(st.st_mode) else "a file"
    where = f"{what} {folder}" if blocker == folder else f"{what} cannot be made: {blocker}"  # one path
    raise NotAFolderError(f"{where} is {kind}, not a folder: {advice}")


def check_writable(path: str | os.PathLike[str]) -> None:
    """Raise the OSError a write to ``path`` would meet, before any work that ends in that write starts
    (``match --pgn`` into a folder used to fail only after the first game): a path that is not a regular
    file (:class:`NotRegularFileError`), a folder that does not exist, is no folder, or cannot be written."""
    target = write_target(path)
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise NotRegularFileError(target, st)
    folder = target.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise FileNotFoundError(f"the folder {folder} {what}: choose another one")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise PermissionError(f"no permission to write in the folder {folder}: choose another one")


def _create_temporary(folder: Path, name: str, *, private: bool) -> tuple[int, str]:
    """A new file beside the target, opened for writing.  ``private``: 0600 until the caller sets the
    replaced file's mode (its contents may not be for everyone); else 0666 and the umask decides."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(100):
        # os.urandom, not the secrets module: importing that (and hmac) took 4 ms at the game's first move
        tmp = os.path.join(folder, f".{name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(tmp, flags, 0o600 if private else 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", os.fspath(folder))


def _copy_owner_and_mode(fd: int, old: os.stat_result) -> None:
    """Give the new file the owner, group and mode of the file it replaces, as far as permitted (the owner
    first: changing it may clear set-id bits, which the mode then restores)."""
    if hasattr(os, "fchown"):
        try:
            os.fchown(fd, old.st_uid, old.st_gid)
        except OSError:
            try:  # not root: the group may still be one of ours
                os.fchown(fd, -1, old.st_gid)
            except OSError:
                pass
    if hasattr(os, "fchmod"):
        try:
            os.fchmod(fd, stat.S_IMODE(old.st_mode))
        except OSError:
            pass


# --- backups ---------------------------------------------------------------------------------------------
def backup_path(path: str | os.PathLike[str], suffix: str = ".bak", index: int = 0) -> Path:
    """The ``index``-th backup of ``path`` (0: the newest, ``name.bak``; then ``name.bak.1``, ...)."""
    p = Path(path)
    return p.with_name(p.name + suffix + (f".{index}" if index else ""))


def backups(path: str | os.PathLike[str], suffix: str = ".bak", keep: int = MAX_BACKUPS) -> list[Path]:
    """The backups of ``path`` that exist, newest first (what a "recover" command would offer)."""
    return [b for i in range(keep) if os.path.lexists(b := backup_path(path, suffix, i))]


def rotate_backup(path: str | os.PathLike[str], *, suffix: str = ".bak", keep: int = MAX_BACKUPS,
                  copy: bool = False, source: str | os.PathLike[str] | None = None) -> Path | None:
    """Set ``path`` aside as its newest backup (``name.bak``), the earlier backups moving one place down
    (``name.bak`` → ``name.bak.1`` → … → ``name.bak.{keep-1}``); only a backup past ``keep`` is dropped.

    ``copy``: keep a copy and leave ``path`` in place (a regular file only); else ``path`` is moved (a file,
    a folder or a pipe in the way alike).  When ``path`` holds the same bytes as the newest backup, no new
    backup is made (a moved file is simply removed: its copy exists).  Returns the backup that holds the
    contents of ``path``, or None when there was nothing to keep or it could not be kept (never raises).

    ``source``: keep that file (moved, or copied with ``copy``) as ``path``'s newest backup instead of ``path``
    itself (another window's autosave joining this one's kept games).
    """
    try:
        return _rotate(Path(path), suffix, max(1, keep), copy, Path(source) if source is not None else None)
    except (OSError, ValueError):
        return None


def _rotate(path: Path, suffix: str, keep: int, copy: bool, source: Path | None = None) -> Path | None:
    kept = path if source is None else source
    if not os.path.lexists(kept):
        return None
    newest = backup_path(path, suffix)
    if _same_file_contents(kept, newest):
        if not copy:
            os.unlink(kept)
        return newest
    data = read_regular_file(kept, _COMPARE_LIMIT) if copy else b""
    slots = [backup_path(path, suffix, i) for i in range(keep)]
    free = next((i for i, s in enumerate(slots) if not os.path.lexists(s)), None)
    if free is None:  # all full: the oldest goes
        free = keep - 1
        _remove(slots[free])
    for i in range(free, 0, -1):
        os.replace(slots[i - 1], slots[i])
    if copy:
        atomic_write(newest, data)
    else:
        os.replace(kept, newest)
    return newest


def _same_file_contents(a: Path, b: Path) -> bool:
    try:
        sa, sb = os.stat(a), os.stat(b)
        if not (stat.S_ISREG(sa.st_mode) and stat.S_ISREG(sb.st_mode)) or sa.st_size != sb.st_size:
            return False
        return read_regular_file(a, _COMPARE_LIMIT) == read_regular_file(b, _COMPARE_LIMIT)
    except (OSError, ValueError):
        return False


def _remove(p: Path) -> None:
    if os.path.isdir(p) and not os.path.islink(p):
        os.rmdir(p)  # an empty folder only: a folder of files is never deleted (OSError: nothing rotates)
    else:
        os.unlink(p)


__all__ = ["CONFIG_FOLDER_ADVICE", "MAX_BACKUPS", "FileRefusedError", "NotAFolderError", "NotRegularFileError",
           "atomic_write", "backup_path", "backups", "check_writable", "ensure_folder", "read_regular_file",
           "rotate_backup", "write_target"]
