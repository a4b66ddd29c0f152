# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Resumable results store (SQLite, standard library).

Every step writes its verdict as soon as it has one, so an interrupted run
continues where it stopped: the host step does not recompile a configuration
whose PTX is recorded, and merge is idempotent.
"""

import json
import os
import sqlite3
import time


class StoreError(Exception):
    """A results store that cannot be read or written: one line naming the
    file and what is wrong; the file itself is left as it is."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS configs (
  key TEXT PRIMARY KEY,
  params TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  ptx TEXT, ptx_hash TEXT, fingerprint TEXT,
  regs INTEGER, smem INTEGER, stack INTEGER,
  spill_stores INTEGER, spill_loads INTEGER,
  updated REAL
);
CREATE TABLE IF NOT EXISTS results (
  key TEXT NOT NULL,
  size INTEGER NOT NULL,  -- M=N=K of SGEMM, or a spec's size label ("n=1024")
  status TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  time_us REAL, reps INTEGER, rel_err REAL, round INTEGER,
  run TEXT, updated REAL,
  PRIMARY KEY (key, size)
);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT);
"""

CONFIG_FIELDS = ("ptx", "ptx_hash", "fingerprint", "regs", "smem", "stack",
                 "spill_stores", "spill_loads")
RESULT_FIELDS = ("time_us", "reps", "rel_err", "round", "run")


def _size(size):
    """An SGEMM size is an integer; a spec's is its label ("n=1024")."""
    return size if isinstance(size, str) and not size.isdigit() else int(size)


class Store:
    def __init__(self, path):
        """Opens (or creates) the store at path. A file that is not an
        SQLite database, a truncated or corrupted one, or one without the
        tuner's tables is a StoreError; nothing is written to it then."""
        self.path = path
        if os.path.isdir(path):
            raise StoreError("%s: is a directory, not a results store (give --db FILE)" % path)
        existed = os.path.exists(path) and os.path.getsize(path) > 0
        try:
            self.db = sqlite3.connect(path)
        except sqlite3.Error as e:
            raise StoreError("%s: cannot open the results store: %s" % (path, e))
        self.db.row_factory = sqlite3.Row
        try:
            if existed:
                check = self.db.execute("PRAGMA quick_check").fetchone()[0]
                if check != "ok":
                    raise sqlite3.DatabaseError(check)
                tables = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
                if tables and not {"configs", "results"} <= tables:
                    raise sqlite3.DatabaseError("an SQLite database without the tuner's tables (%s)"
                                                % ", ".join(sorted(tables)))
            self.db.executescript(SCHEMA)
            self.db.commit()
        except sqlite3.Error as e:
            self.db.close()
            raise StoreError("%s: not a readable results store (%s); it was left as it is: move it away "
                             "or give another --db" % (path, e))

    def close(self):
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- configurations -------------------------------------------------
    def put_config(self, key, params, status, reason="", detail="", **fields):
        """Insert or update; fields not given keep their stored value."""
        bad = set(fields) - set(CONFIG_FIELDS)
        if bad:
            raise ValueError("unknown config fields %s" % sorted(bad))
        old = self.get_config(key)
        row = dict(old) if old else {f: None for f in CONFIG_FIELDS}
        row.update(fields)
        self.db.execute(
            "INSERT OR REPLACE INTO configs (key, params, status, reason, detail, %s, updated)"
            " VALUES (?, ?, ?, ?, ?, %s, ?)" % (", ".join(CONFIG_FIELDS), ", ".join("?" * len(CONFIG_FIELDS))),
            [key, params if isinstance(params, str) else json.dumps(params, sort_keys=True),
             status, reason or "", detail or ""] + [row[f] for f in CONFIG_FIELDS] + [time.time()])
        self.db.commit()

    def get_config(self, key):
        return self.db.execute("SELECT * FROM configs WHERE key = ?", (key,)).fetchone()

    def configs(self, status=None):
        if status is None:
            return self.db.execute("SELECT * FROM configs ORDER BY key").fetchall()
        return self.db.execute("SELECT * FROM configs WHERE status = ? ORDER BY key", (status,)).fetchall()

    # -- per-size results -----------------------------------------------
    def put_result(self, key, size, status, reason="", detail="", **fields):
        bad = set(fields) - set(RESULT_FIELDS)
        if bad:
            raise ValueError("unknown result fields %s" % sorted(bad))
        self.db.execute(
            "INSERT OR REPLACE INTO results (key, size, status, reason, detail, %s, updated)"
            " VALUES (?, ?, ?, ?, ?, %s, ?)" % (", ".join(RESULT_FIELDS), ", ".join("?" * len(RESULT_FIELDS))),
            [key, _size(size), status, reason or "", detail or ""] + [fields.get(f) for f in RESULT_FIELDS]
            + [time.time()])
        self.db.commit()

    def get_result(self, key, size):
        return self.db.execute("SELECT * FROM results WHERE key = ? AND size = ?", (key, _size(size))).fetchone()

    def results(self, size=None, status=None):
        q, args = "SELECT * FROM results WHERE 1", []
        if size is not None:
            q += " AND size = ?"
            args.append(_size(size))
        if status is not None:
            q += " AND status = ?"
            args.append(status)
        return self.db.execute(q + " ORDER BY size, time_us", args).fetchall()

    # -- metadata -------------------------------------------------------
    def set_meta(self, name, value):
        self.db.execute("INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)", (name, json.dumps(value)))
        self.db.commit()

    def get_meta(self, name, default=None):
        row = self.db.execute("SELECT value FROM meta WHERE name = ?", (name,)).fetchone()
        return json.loads(row[0]) if row else default
