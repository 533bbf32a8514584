#!/usr/bin/env python3
"""verify never cries wolf on an honest evening (issue 27).

Runs random sequences of every legitimate operation on a league database,
each one a run of the referee binary, and requires 'referee verify' to say
ok (exit 0) after each sequence and at random points inside it. Some
operations are invalid on purpose: they must be refused (exit not 0) with
the database unchanged (its dump compared); so must every refused command
but 'enter', which stores each deal as it is confirmed.

A sequence starts from a fresh database, from one built with the migrations
of an older schema (schema/001..0NN applied by sqlite3, plus rows that an
older referee would have written), or from a 0.1.0 database (schema/001..090
and the rows of tests/cli/data/league/reentry-0.1.0.sql).

The operations are drawn from what the database holds (read with sqlite3
between runs), so a sequence is a list of concrete commands: a failing one
is shrunk by dropping commands while it still fails, and printed with the
command line that replays it.

  verify_honest.py [-n SEQUENCES] [--seed S] [-j JOBS] [--ops N]
  verify_honest.py --replay FILE      (a sequence printed by a failure, JSON)
  verify_honest.py --seed S --one I   (sequence I of seed S: generate and run)

The last line is 'N passed, N failed'; the exit status 1 when one failed.
"""
import argparse
import glob
import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("REFEREE_BIN", os.path.join(ROOT, "referee"))
EX = os.path.join(ROOT, "examples")

NAMES = ["Ala", "Bartek", "Celina", "Darek", "Ewa", "Felek", "Gosia", "Henio",
         "Iza", "Janek", "Kasia", "Łukasz", "Marta", "Nina", "Ola", "Piotr",
         "Róża", "Stefan", "Teresa Gruchała", "Zofia Konkel", "Żaneta", "Władek"]
CONTRACTS = ["zwykla", "cicha", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baska"]
PARTNERED = ("zwykla", "wesele")
DICE_BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "three-kind",
              "four-kind", "full", "small-straight", "large-straight", "general", "chance"]

ENV = {k: v for k, v in os.environ.items()
       if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE", "REFEREE_DB", "REFEREE_EVENT"))}


# ------------------------------------------------------------------ the database

def q(db, sql, args=()):
    """Rows of a query (none when it fails); db a path or an open connection."""
    if isinstance(db, sqlite3.Connection):
        try:
            return db.execute(sql, args).fetchall()
        except sqlite3.Error:
            return []
    if not os.path.exists(db):
        return []
    c = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    try:
        return q(c, sql, args)
    finally:
        c.close()


def dump(db):
    if not os.path.exists(db):
        return None
    c = sqlite3.connect(db)
    try:
        return "\n".join(c.iterdump())
    finally:
        c.close()


class State:
    """What the database holds, as the generator needs it."""

    def __init__(self, path):
        self.path = path
        db = self.db = (sqlite3.connect("file:%s?mode=ro" % path, uri=True)
                        if os.path.exists(path) else path)
        self.events = q(db, "SELECT name, game, deals FROM event ORDER BY id")
        self.players = [r[0] for r in q(db, "SELECT name FROM player ORDER BY id")]
        self.teams = [r[0] for r in q(db, "SELECT name FROM team")]
        self.in_team = set(r[0] for r in q(db, "SELECT p.name FROM team_member m"
                                              " JOIN player p ON p.id = m.player_id"))
        self.sat = set(r[0] for r in q(db, "SELECT DISTINCT p.name FROM seat s"
                                           " JOIN player p ON p.id = s.player_id"))
        self.tables = q(db, "SELECT t.id, e.name, t.session, t.number, t.seated, e.deals,"
                            " (SELECT count(*) FROM deal d WHERE d.table_id = t.id),"
                            " (SELECT coalesce(max(number), 0) FROM deal d"
                            "  WHERE d.table_id = t.id AND d.void = 0),"
                            " (SELECT count(*) FROM deal d WHERE d.table_id = t.id"
                            "  AND d.void = 0)"
                            " FROM play_table t JOIN event e ON e.id = t.event_id"
                            " WHERE e.game = 'baska'")
        self.dice = q(db, "SELECT g.id, e.name, g.number, g.players,"
                          " (SELECT count(*) FROM dice_turn t WHERE t.game_id = g.id)"
                          " FROM game_result g JOIN event e ON e.id = g.event_id"
                          " WHERE e.game = 'dice' AND g.record IS NULL")
        cur = q(db, "SELECT e.name FROM current_event c JOIN event e ON e.id = c.event_id")
        self.current = cur[0][0] if cur else None

    def close(self):
        if isinstance(self.db, sqlite3.Connection):
            self.db.close()

    def seated(self, table_id):
        return q(self.db, "SELECT s.seat, p.name, s.absent FROM seat s"
                          " LEFT JOIN player p ON p.id = s.player_id WHERE s.table_id = ?"
                          " ORDER BY s.seat", (table_id,))

    def session_players(self, event, session):
        return set(r[0] for r in q(self.db, "SELECT p.name FROM seat s"
                                   " JOIN play_table t ON t.id = s.table_id"
                                   " JOIN event e ON e.id = t.event_id"
                                   " JOIN player p ON p.id = s.player_id"
                                   " WHERE e.name = ? AND t.session = ?", (event, session)))

    def dice_seat(self, game_id, position):
        r = q(self.db, "SELECT p.name FROM game_result_seat s JOIN player p ON p.id = s.player_id"
                       " WHERE s.result_id = ? AND s.seat = ?", (game_id, position))
        return r[0][0] if r else None

    def dice_used(self, game_id, position):
        return set(r[0] for r in q(self.db, "SELECT box FROM dice_turn WHERE game_id = ?"
                                            " AND position = ?", (game_id, position)))

    def ev(self, game):
        return [e for e in self.events if e[1] == game]


# ------------------------------------------------------------------ bases

def schema_files():
    return sorted(glob.glob(os.path.join(ROOT, "schema", "[0-9][0-9][0-9]-*.sql")))


def versions():
    return [int(os.path.basename(f)[:3]) for f in schema_files()]


# Rows an older referee wrote: before the deal chain (040) deals too; before the
# ledger (090) the rows it covers; from 090 on the rows of a 0.1.0 database.
OLD_ROWS = [
    "INSERT INTO event (name, ruleset_name, ruleset, big1, big2, big3, big4, absent_big,"
    " absent_small, team_best_n, season_best_n) VALUES ('Stary GP', 'psb', '', 5, 3, 1, 0,"
    " 3, 35, 4, 0)",
    "INSERT INTO player (name) VALUES ('Anna'), ('Bob'), ('Cyryl'), ('Dora'), ('Ewa')",
    "INSERT INTO play_table (event_id, session, number) VALUES (1, 1, 1)",
    "INSERT INTO seat (table_id, event_id, session, seat, player_id) VALUES (1, 1, 1, 1, 1),"
    " (1, 1, 1, 2, 2), (1, 1, 1, 3, 3), (1, 1, 1, 4, 4)",
]
OLD_DEAL = [
    "INSERT INTO entry (entered_by, entered_at) VALUES ('x', '2026-01-01T00:00:00Z')",
    "INSERT INTO deal (table_id, number, version, dealer, contract, declarer, kontras, bok,"
    " eyes, won, level, p1, p2, p3, p4, entry_id) VALUES (1, 1, 1, 1, 'zolo', 1, 0, 0, 70,"
    " 1, 1, 15, -5, -5, -5, 1)",
    "INSERT INTO deal (table_id, number, version, dealer, contract, declarer, kontras, bok,"
    " eyes, won, level, p1, p2, p3, p4, entry_id) VALUES (1, 2, 1, 2, 'gran', 3, 0, 0, 40,"
    " 0, 1, 4, 4, -12, 4, 1)",
]


def unhex(v):
    """referee_unhex of a connection of the tool, for schema 190 in a base."""
    if isinstance(v, str) and len(v) == 64 and all(ch in "0123456789abcdef" for ch in v):
        return bytes.fromhex(v)
    return bytes(32)


def make_base(base, db):
    """base: 'new', 'vNNN' (schema up to NNN, rows), or 'rows-0.1.0'."""
    if base == "new":
        return
    v = 90 if base == "rows-0.1.0" else int(base[1:])
    c = sqlite3.connect(db)
    c.execute("PRAGMA synchronous = OFF")
    # migration 190 decodes the links' hex with this function of the tool's
    # connection (src/db/chain.c, unhex_fn): anything but 64 lower-case hex
    # digits becomes 32 zero bytes
    c.create_function("referee_unhex", 1, unhex, deterministic=True)
    for f in schema_files():
        if int(os.path.basename(f)[:3]) <= v:
            c.executescript(open(f).read())
    if base == "rows-0.1.0":
        c.commit()
        c.close()
        sql = open(os.path.join(ROOT, "tests/cli/data/league/reentry-0.1.0.sql")).read()
        subprocess.run(["sqlite3", db], input=sql.encode(), check=True)
        return
    c.execute("PRAGMA user_version = %d" % v)
    if v < 90:
        for s in OLD_ROWS:
            c.execute(s)
    if v < 40:
        for s in OLD_DEAL:
            c.execute(s)
    c.commit()
    c.close()


def bases():
    return ["new"] * 6 + ["v%03d" % v for v in versions()[:-1]] + ["rows-0.1.0"]


# ------------------------------------------------------------------ the generator

class Gen:
    def __init__(self, rng, work):
        self.r = rng
        self.work = work
        self.nfile = 0
        # random bok flags (which may break a bok-runda, §2.4) or none
        self.bok = os.environ.get("VERIFY_HONEST_BOK", "1") == "1"

    def file(self, suffix, text):
        self.nfile += 1
        p = os.path.join(self.work, "f%d%s" % (self.nfile, suffix))
        with open(p, "w") as f:
            f.write(text)
        return p

    def name(self, s):
        return self.r.choice(NAMES + ["%s %d" % (self.r.choice(NAMES), self.r.randint(2, 9))])

    # each returns an op: {"argv": [...], "stdin": str or None, "bad": bool,
    # "files": {name: text}} or None when it does not apply
    def op(self, s):
        self.cur = s.current
        if s.dice and self.r.random() < 0.25:	# a game started is played on
            o = self.r.choice([self.dice_turn] * 5 + [self.dice_undo])(s)
            if o is not None:
                return o
        kinds = [
            (4, self.event_add), (1, self.use), (3, self.player_add), (2, self.player_rename),
            (2, self.player_merge), (1, self.player_remove), (2, self.team_add),
            (8, self.table_seat), (2, self.table_absent), (20, self.deal_add),
            (3, self.deal_file), (5, self.deal_fix), (6, self.deal_undo), (5, self.enter),
            (3, self.import_csv), (1, self.export_import), (2, self.dice_add),
            (3, self.dice_start), (12, self.dice_turn), (3, self.dice_undo),
            (3, self.ryb_add), (5, self.store_add), (2, self.draw), (6, self.invalid),
        ]
        while True:
            f = self.r.choices([k[1] for k in kinds], [k[0] for k in kinds])[0]
            o = f(s)
            if o is not None:
                return o

    def ev_name(self):
        return self.r.choice(["GP Kartuzy", "GP Puck", "Wieczór", "Liga %d" % self.r.randint(1, 9),
                              "Kości %d" % self.r.randint(1, 3), "Paluba %d" % self.r.randint(1, 3)])

    def event_add(self, s):
        game = self.r.choices(["baska", "dice", "rybareni", "flota", "manewry", "fleet"],
                              [5, 2, 1, 1, 1, 1])[0]
        a = ["event", "add"]
        if game != "baska" or self.r.random() < 0.1:
            a += ["--game", game]
        if game == "baska" and self.r.random() < 0.7:
            a += ["--deals", str(self.r.choice([2, 3, 4, 8]))]
        if game == "dice" and self.r.random() < 0.4:
            a += ["--ruleset", self.r.choice(["general", "yahtzee"])]
        if self.r.random() < 0.4:
            a += ["--season", self.r.choice(["Liga 2026", "Liga 2027"])]
        if self.r.random() < 0.5:
            a += ["--date", "2026-%02d-%02d" % (self.r.randint(1, 12), self.r.randint(1, 28))]
        return {"argv": a + [self.ev_name()]}

    def use(self, s):
        if not s.events:
            return None
        return {"argv": ["use", self.r.choice(s.events)[0]]}

    def player_add(self, s):
        a = ["player", "add"]
        if self.r.random() < 0.3:
            a += ["--club", self.r.choice(["Gryf", "Bałtyk"])]
        if self.r.random() < 0.2:
            a += ["--licence", "L%d" % self.r.randint(1, 999)]
        return {"argv": a + [self.name(s)]}

    def player_rename(self, s):
        if not s.players:
            return None
        return {"argv": ["player", "rename", self.r.choice(s.players), self.name(s)]}

    def player_merge(self, s):
        if len(s.players) < 2:
            return None
        a, b = self.r.sample(s.players, 2)
        return {"argv": ["player", "merge", a, b]}

    def player_remove(self, s):
        free = [p for p in s.players if p not in s.sat]
        if not free:
            return None
        return {"argv": ["player", "remove", self.r.choice(free)]}

    def team_add(self, s):
        pool = [p for p in s.players if p not in s.in_team]
        a = ["team", "add"]
        n = self.r.choice([4, 4, 5])
        if len(pool) < n or self.r.random() < 0.3:
            a.append("--new")
            pool = pool + [self.name(s) for _ in range(n)]
        return {"argv": a + ["Team %d" % self.r.randint(1, 20)] + self.r.sample(pool, n)}

    def seat_players(self, s, event, session):
        taken = s.session_players(event, session)
        pool = [p for p in s.players if p not in taken]
        a = []
        if len(pool) < 4 or self.r.random() < 0.3:
            a.append("--new")
            pool += [n for n in NAMES if n not in s.players and n not in taken]
        if len(pool) < 4:	# every name already sits in this session
            return None
        ps = self.r.sample(pool, 4)
        if self.r.random() < 0.1:
            ps[self.r.randrange(4)] = "-"
        return a + ps

    def table_seat(self, s):
        evs = s.ev("baska")
        if not evs:
            return None
        # re-seat before the first deal, or once every deal is withdrawn
        free = [t for t in s.tables if t[6] == 0 or t[8] == 0]
        if free and self.r.random() < 0.3:
            t = self.r.choice(free)
            ev, session, table = t[1], t[2], t[3]
        else:
            ev = self.r.choice(evs)[0]
            session, table = self.r.randint(1, 3), self.r.randint(1, 3)
        ps = self.seat_players(s, ev, session)
        if ps is None:
            return None
        return {"argv": ["table", "seat", ev, "--session", str(session), "--table", str(table)]
                + ps}

    def table_absent(self, s):
        if not s.tables:
            return None
        t = self.r.choice(s.tables)
        seats = s.seated(t[0])
        if not seats:
            return None
        seat, name, absent = self.r.choice(seats)
        a = ["table", "absent", t[1], "--session", str(t[2]), "--table", str(t[3])]
        if absent and self.r.random() < 0.6:
            a.append("--present")
        a.append(name if name and self.r.random() < 0.5 else str(seat))
        return {"argv": a}

    def result(self):
        c = self.r.choice(CONTRACTS)
        d = self.r.randint(1, 4)
        a = ["--contract", c, "--declarer", str(d)]
        if c in PARTNERED:
            a += ["--partner", str(self.r.choice([x for x in range(1, 5) if x != d]))]
        if self.r.random() < 0.3:
            a += ["--kontras", str(self.r.randint(0, 4))]
        a += ["--eyes", str(self.r.randint(0, 104))]
        if self.bok and self.r.random() < 0.2:
            a.append("--bok")
        return a

    def ready_table(self, s, room=True):
        ts = [t for t in s.tables if t[4] == 4 and (not room or t[5] is None or t[8] < t[5])]
        return self.r.choice(ts) if ts else None

    def where(self, t):
        # the event 'use' chose is taken when the command names none
        ev = [] if t[1] == self.cur and self.r.random() < 0.4 else [t[1]]
        return ev + ["--session", str(t[2]), "--table", str(t[3])]

    def by(self):
        return ["--by", self.r.choice(["Sędzia", "Zofia Konkel"])] if self.r.random() < 0.5 else []

    def deal_add(self, s):
        t = self.ready_table(s)
        if t is None:
            return None
        a = ["deal", "add"] + self.where(t) + self.result() + self.by()
        if self.r.random() < 0.1:
            a += ["--deal", str(t[7] + 1)]
        return {"argv": a, "points": self.r.random() < 0.15}

    def deal_fix(self, s):
        ts = [t for t in s.tables if t[8] > 0]
        if not ts:
            return None
        t = self.r.choice(ts)
        a = ["deal", "fix"] + self.where(t) + ["--deal", str(self.r.randint(1, t[7] + 1))]
        r = self.result()
        if self.r.random() < 0.5:	# only the eyes, or only bok
            r = self.r.choice([["--eyes", str(self.r.randint(0, 104))],
                               ["--kontras", str(self.r.randint(0, 4))]]
                              + ([["--bok"], ["--no-bok"]] if self.bok else []))
        return {"argv": a + r + ["--why", self.r.choice(["misread", "eyes swapped", "protokół"])]
                + self.by()}

    def deal_undo(self, s):
        ts = [t for t in s.tables if t[8] > 0]
        if not ts:
            return None
        t = self.r.choice(ts)
        a = ["deal", "undo"] + self.where(t)
        if self.r.random() < 0.8:
            a += ["--why", self.r.choice(["wrong table", "entered twice"])]
        return {"argv": a + self.by()}

    def bdn_records(self):
        recs = []
        for f in ["gp3-table4.bdn", "rulebook.bdn"]:
            cur = []
            for line in open(os.path.join(EX, f)):
                line = line.split("#")[0].rstrip() if not line.startswith("[") else line.rstrip()
                if line.startswith("[Deal "):
                    if cur:
                        recs.append(cur)
                    cur = []
                if cur is not None:
                    cur.append(line)
            if cur:
                recs.append(cur)
        out = []
        for r in recs:
            text = "\n".join(r)
            if "[Deal " not in text:
                continue
            out.append(text)
        return out

    def deal_file(self, s):
        t = self.ready_table(s)
        if t is None:
            return None
        seats = s.seated(t[0])
        if len(seats) != 4 or any(n is None for _, n, _ in seats):
            return None
        import re
        recs = self.bdn_records()
        n = t[7] + 1
        k = self.r.randint(1, 3)
        if t[5] is not None:
            k = min(k, t[5] - t[8])
        body = []
        for i in range(n, n + k):
            dealer = (i - 1) % 4 + 1
            mine = [x for x in recs if re.search(r'\[Dealer "%d"\]' % dealer, x)]
            if not mine:
                return None
            x = self.r.choice(mine)
            x = re.sub(r'\[Deal "\d+"\]', '[Deal "%d"]' % i, x)
            x = re.sub(r'\[Score "[^"]*"\]', "", x)
            x = re.sub(r'\[(Event|Date|Session|Table|Ruleset|Seats) "[^"]*"\]', "", x)
            body.append(x)
        head = ('[Event "%s"]\n[Session "%d"]\n[Table "%d"]\n[Seats "%s"]\n\n'
                % (t[1], t[2], t[3], "; ".join(n for _, n, _ in seats)))
        return {"argv": ["deal", "add", "--file", "@deals.bdn"] + self.by(),
                "files": {"deals.bdn": head + "\n\n".join(body) + "\n"}}

    def answers(self):
        """The answers of one whole deal at enter's prompts."""
        c = self.r.choice(CONTRACTS)
        ans = [c, str(self.r.randint(1, 4))]
        if c in PARTNERED:
            ans.append(str(self.r.choice([p for p in range(1, 5) if str(p) != ans[1]])))
        return ans + [str(self.r.choice([0, 0, 1])), str(self.r.randint(0, 104)),
                      self.r.choice(["no", "yes", ""] if self.bok else ["no", ""])]

    def enter(self, s):
        t = self.ready_table(s, room=False)
        if t is None:
            return None
        lines = []
        done = t[8]
        limit = t[5] if t[5] is not None else 10 ** 6
        for _ in range(self.r.randint(1, 5)):
            x = self.r.random()
            if done < limit and x < 0.55:
                ans = self.answers()
                if self.r.random() < 0.2:	# back once, answer again
                    i = self.r.randint(1, len(ans) - 1)
                    ans = ans[:i] + ["back", ans[i - 1]] + ans[i:]
                if self.r.random() < 0.1:
                    lines += ans[:self.r.randint(1, 3)] + ["cancel"]
                else:
                    lines += ans
                    done += 1
            elif done > 0 and x < 0.75:
                yes = self.r.random() < 0.7
                lines += ["undo", "yes" if yes else "no"]
                done -= yes
            elif done > 0:
                lines += ["fix %d" % self.r.randint(1, done), "zolo", str(self.r.randint(1, 4)),
                          "", str(self.r.randint(0, 104)), "", "poprawka"]
        lines.append("quit")
        return {"argv": ["enter"] + self.where(t) + self.by(), "stdin": "\n".join(lines) + "\n",
                "enter": True}

    def csv_rows(self, s, bad=False):
        # a new table (of an existing or a new event): seats from free players or new names
        evs = [e for e in s.ev("baska")]
        if evs and self.r.random() < 0.6:
            ev, limit = self.r.choice(evs)[0], self.r.choice(evs)[2]
            limit = [e for e in evs if e[0] == ev][0][2]
        else:
            ev, limit = self.ev_name(), None
        session, table = self.r.randint(1, 3), self.r.randint(4, 6)
        taken = s.session_players(ev, session)
        pool = [p for p in s.players + NAMES if p not in taken]
        seats = self.r.sample(sorted(set(pool)), 4)
        rows = ["event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,"
                "partner,kontras,eyes,bok"]
        n = self.r.randint(1, 4)
        if limit is not None:
            n = min(n, limit)
        for i in range(1, n + 1):
            c = self.r.choice(CONTRACTS)
            d = self.r.randint(1, 4)
            p = str(self.r.choice([x for x in range(1, 5) if x != d])) if c in PARTNERED else ""
            rows.append(",".join(['"%s"' % ev, str(session), str(table), str(i)] + seats
                                 + [str((i - 1) % 4 + 1), c, str(d), p,
                                    str(self.r.randint(0, 1)), str(self.r.randint(0, 104)),
                                    str(self.r.randint(0, int(self.bok)))]))
        if bad:
            r = rows[-1].split(",")
            r[13] = "105"
            rows.append(",".join(r[:3] + [str(n + 1)] + r[4:]))
        return "\n".join(rows) + "\n"

    def import_csv(self, s):
        bad = self.r.random() < 0.25
        return {"argv": ["import"] + self.by() + ["@deals.csv"],
                "files": {"deals.csv": self.csv_rows(s, bad)}, "bad": bad}

    def export_import(self, s):
        return {"argv": ["export", "@out.csv"], "export_import": True}

    def dice_add(self, s):
        evs = s.ev("dice")
        if not evs:
            return None
        f = self.r.choice(sorted(glob.glob(os.path.join(EX, "dice", "*.gdr"))))
        return {"argv": ["dice", "add"] + self.by() + [self.r.choice(evs)[0], f]}

    def dice_start(self, s):
        evs = s.ev("dice")
        if not evs:
            return None
        n = self.r.randint(1, 3)
        return {"argv": ["dice", "start"] + self.by() + [self.r.choice(evs)[0]]
                + self.r.sample(sorted(set(s.players + NAMES[:6])), n)}

    def dice_next(self, s):
        """A dice game not finished: (event, game number, players, position, who is on
        turn, the boxes that player used), or None."""
        gs = [g for g in s.dice if g[4] < 13 * g[3]]
        if not gs:
            return None
        gid, ev, num, players, turns = self.r.choice(gs)
        pos = turns % players + 1
        who = s.dice_seat(gid, pos)
        if who is None:
            return None
        return ev, num, players, pos, who, s.dice_used(gid, pos), gid

    def dice_turn(self, s):
        g = self.dice_next(s)
        if g is None:
            return None
        ev, num, _, _, who, used, _ = g
        free = [b for b in DICE_BOXES if b not in used]
        if not free:
            return None
        dice = " ".join(str(self.r.randint(1, 6)) for _ in range(5))
        return {"argv": ["dice", "turn", ev, "--game", str(num)] + self.by()
                + [who, "%s -> %s" % (dice, self.r.choice(free))]}

    def dice_undo(self, s):
        gs = [g for g in s.dice if g[4] > 0]
        if not gs:
            return None
        g = self.r.choice(gs)
        return {"argv": ["dice", "turn", "--undo", g[1], str(g[2]), "--why", "meant chance"]
                + self.by()}

    def ryb_add(self, s):
        evs = s.ev("rybareni")
        if not evs:
            return None
        f = self.r.choice(sorted(glob.glob(os.path.join(EX, "rybareni", "*.ryb"))))
        return {"argv": ["rybareni", "add"] + self.by() + [self.r.choice(evs)[0], f]}

    # The board games' events keep their games in the generic store (schema 160):
    # a clean record with the points the players agreed, or one breaking a rule
    # (refused, nothing stored), or another game's record (unreadable, exit 2).
    STORE = {"flota": ("flota", ["flota/game.flota", "flota/lie.flota"]),
             "manewry": ("manewry", ["manewry/landing.mm", "manewry/illegal.mm"]),
             "fleet": ("battle", ["fleet/classic.battle", "fleet/lie.battle"])}

    def store_add(self, s):
        evs = [e for e in s.events if e[1] in self.STORE]
        if not evs:
            return None
        ev = self.r.choice(evs)
        group, files = self.STORE[ev[1]]
        f = os.path.join(EX, self.r.choice(files + ["flota/game.flota"]))
        names = self.r.sample(["Ala", "Olek", "Józef Labuda", "Ewa Bolda"], 2)
        pts = [str(self.r.randint(-3, 5)) for _ in names]
        return {"argv": [group, "add"] + self.by() + [ev[0], f]
                + ["%s=%s" % (n, p) for n, p in zip(names, pts)]}

    def draw(self, s):
        evs = s.ev("baska")
        if not evs:
            return None
        bare = [e for e in evs if not any(t[1] == e[0] for t in s.tables)]
        ev = self.r.choice(bare if bare and self.r.random() < 0.8 else evs)[0]
        n = self.r.choice([4, 8, 8, 5])
        ps = self.r.sample(sorted(set(s.players + NAMES)), n)
        return {"argv": ["draw", "--sessions", str(self.r.randint(1, 2)), "--seed",
                         str(self.r.randint(1, 99)), "--event", ev, "--new"] + ps}

    def invalid(self, s):
        t = self.ready_table(s, room=False)
        choices = [
            ["event", "add", "--date", "14.03.2026", "GP Zły"],
            ["player", "add", ""],
            ["import", "@deals.csv"],
        ]
        files = {"deals.csv": self.csv_rows(s, True)}
        if t is not None:
            w = self.where(t)
            choices += [
                ["deal", "add"] + w + ["--contract", "zwykla", "--declarer", "2", "--partner", "2",
                                       "--eyes", "70"],
                ["deal", "add"] + w + ["--contract", "zolo", "--declarer", "1", "--eyes", "105"],
                ["deal", "add"] + w + ["--contract", "zolo", "--declarer", "1", "--eyes", "70",
                                       "--points", "1 -1 1 -1"],
                ["deal", "fix"] + w + ["--deal", "1", "--eyes", "20"],
                ["deal", "fix"] + w + ["--deal", "999", "--eyes", "20", "--why", "x"],
                ["table", "seat"] + w + ["Ala", "Ala", "Bartek", "Celina"],
            ]
        if s.players:
            p = self.r.choice(s.players)
            choices += [["player", "merge", p, p], ["player", "rename", p, ""]]
        empty = [x for x in s.tables if x[4] == 4 and x[8] == 0]
        if empty:	# nothing to withdraw
            choices.append(["deal", "undo"] + self.where(self.r.choice(empty)) + self.by())
        fresh = [g for g in s.dice if g[4] == 0]
        if fresh:
            g = self.r.choice(fresh)
            choices.append(["dice", "turn", "--undo", g[1], str(g[2]), "--why", "x"])
        return {"argv": self.r.choice(choices), "bad": True, "files": files}


# ------------------------------------------------------------------ running

class Failure(Exception):
    """kind: what broke, without the numbers and names (shrinking keeps it)."""

    def __init__(self, msg, kind):
        Exception.__init__(self, msg)
        self.kind = kind


def problem_kind(text):
    import re
    lines = [l for l in text.splitlines() if l and not re.match(r"\d+ problems? found", l)]
    return "verify: " + " | ".join(sorted(set(
        re.sub(r"'[^']*'|\d+", "#", l.split(": ", 1)[-1] if l.startswith("event") else l)
        for l in lines)))


STATS = {}	# "event add" -> [accepted, refused]
GROUPS = ("event", "player", "team", "table", "deal", "dice", "rybareni", "flota", "manewry",
          "battle")


def run(argv, db, work, stdin=None):
    p = subprocess.run([BIN, "--db", db] + argv, input=(stdin or "").encode(), cwd=work,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


ADOPTED_NOTE = re.compile(r"note: (migration 040 made \d+ links? of the deals' hash chains"
                          r"|links? \d+( to \d+)? of the ledger (was|were) made by migration 090"
                          r"|the ledger was begun before schema 130, which marks the links migration 090 made)")


def verify(db, work, where):
    if not os.path.exists(db):
        return
    rc, out, err = run(["verify"], db, work)
    lines = out.strip().split("\n")
    # An older file's migrations adopt links they did not witness; verify says
    # so in a note before its "ok" (issue 27). Any other line is a finding.
    notes_ok = all(ADOPTED_NOTE.match(l) for l in lines[:-1])
    if rc != 0 or lines[-1] != "ok" or not notes_ok:
        raise Failure("%s: verify exit %d:\n%s%s" % (where, rc, out, err),
                      problem_kind(out + err))


def write_files(op, work):
    """Writes the op's files (text or bytes) into work; its argv with @NAME as NAME."""
    for name, text in (op.get("files") or {}).items():
        with open(os.path.join(work, name), "wb" if isinstance(text, bytes) else "w") as f:
            f.write(text)
    return [a[1:] if isinstance(a, str) and a.startswith("@") else a for a in op["argv"]]


def execute(op, db, work, other):
    """Runs one op; raises Failure when a property breaks."""
    argv = write_files(op, work)
    before = dump(db)
    old = before is not None and q(db, "PRAGMA user_version")[0][0] < versions()[-1]
    rc, out, err = run(argv, db, work, op.get("stdin"))
    k = " ".join(argv[:2]) if argv[0] in GROUPS else argv[0]
    STATS.setdefault(k, [0, 0])[rc != 0] += 1
    if rc not in (0, 1, 2, 3) or "AddressSanitizer" in err or "runtime error" in err:
        raise Failure("%s: exit %d: %s" % (" ".join(argv), rc, err), "crash " + argv[0])
    if rc == 3 and before is not None:
        raise Failure("%s: exit 3 (system or database error): %s" % (" ".join(argv), err),
                      "exit 3 " + " ".join(argv[:2]))
    if op.get("bad") and rc == 0:
        raise Failure("%s: an invalid command was accepted" % " ".join(argv),
                      "accepted " + " ".join(argv[:2]))
    # (a refused command on an older database leaves it migrated)
    # (and one on no database may leave an empty one: noted, not checked here)
    if rc != 0 and not op.get("enter") and not old and before is not None \
            and dump(db) != before:
        raise Failure("%s: refused (exit %d: %s) but the database changed"
                      % (" ".join(argv), rc, err.strip()), "changed " + " ".join(argv[:2]))
    if op.get("export_import") and rc == 0:
        if os.path.exists(other):
            os.unlink(other)
        rc2, out2, err2 = run(["import", "out.csv"], other, work)
        if rc2 == 0:
            verify(other, work, "after export and import into another database")
        elif rc2 == 3 or "no deals" not in err2 and os.path.getsize(os.path.join(work, "out.csv")) > 200:
            raise Failure("export then import into another database: exit %d: %s" % (rc2, err2),
                          "export-import")
    return rc


def run_sequence(seq, work, check_every=True):
    """seq: {"base": ..., "ops": [op...], "checks": [i...]}. Raises Failure."""
    db = os.path.join(work, "referee.db")
    other = os.path.join(work, "other.db")
    for f in glob.glob(os.path.join(work, "*")):
        os.unlink(f)
    make_base(seq["base"], db)
    checks = set(seq.get("checks", []))
    for i, op in enumerate(seq["ops"]):
        try:
            execute(op, db, work, other)
        except Failure as e:
            raise Failure("op %d: %s" % (i + 1, e), e.kind)
        if check_every and i in checks:
            verify(db, work, "after op %d (%s)" % (i + 1, " ".join(op["argv"][:2])))
    verify(db, work, "at the end")


def generate(seed, index, nops, work):
    """Builds and runs sequence index of seed, op by op (the generator reads the database)."""
    r = random.Random("%d:%d" % (seed, index))
    db = os.path.join(work, "referee.db")
    other = os.path.join(work, "other.db")
    for f in glob.glob(os.path.join(work, "*")):
        os.unlink(f)
    seq = {"base": r.choice(bases()), "ops": [], "checks": []}
    make_base(seq["base"], db)
    g = Gen(r, work)
    n = r.randint(nops // 2, nops)
    for i in range(n):
        st = State(db)
        op = g.op(st)
        st.close()
        if op.get("points"):
            op = with_points(op, db, work)
        op.pop("points", None)
        seq["ops"].append(op)
        try:
            execute(op, db, work, other)
            if r.random() < 0.12:
                seq["checks"].append(i)
                verify(db, work, "after op %d (%s)" % (i + 1, " ".join(op["argv"][:2])))
            if i == n - 1:
                verify(db, work, "at the end")
        except Failure as e:
            return seq, e
    return seq, None


def with_points(op, db, work):
    """deal add --points with the points the rules give (from a dry 'baska score')."""
    a = op["argv"]
    ev = a[2]
    rs = q(db, "SELECT ruleset FROM event WHERE name = ?", (ev,))
    if not rs:
        return op
    rules = os.path.join(work, "event.rules")
    with open(rules, "w") as f:
        f.write(rs[0][0])
    sc = ["baska", "score", "--ruleset", rules, "-f", "csv"]
    i = 0
    while i < len(a):
        if a[i] in ("--contract", "--declarer", "--partner", "--kontras", "--eyes"):
            sc += [a[i], a[i + 1]]
            i += 2
            continue
        if a[i] == "--bok":
            sc.append("--bok")
        i += 1
    rc, out, err = run(sc, db, work)
    rows = [l.split(",") for l in out.strip().splitlines()[1:]]
    if rc != 0 or len(rows) != 4:
        return op
    pts = [r[1] for r in rows]
    op = dict(op)
    op["argv"] = a + ["--points", " ".join(pts)]
    return op


def shrink(seq, kind, work):
    """Drops ops (halves, then one by one) while the sequence still fails the same way."""
    ops = seq["ops"]

    def fails(cand, base=seq["base"]):
        return fails_on(cand, base, kind, work)

    if not fails(ops):
        return seq
    k = len(ops) // 2
    while k >= 1:
        i = 0
        while i < len(ops):
            cand = ops[:i] + ops[i + k:]
            if fails(cand):
                ops = cand
            else:
                i += k
        k //= 2
    base = seq["base"]
    if base != "new" and fails(ops, "new"):
        base = "new"
    return {"base": base, "ops": ops, "checks": []}


def fails_on(ops, base, kind, work):
    try:
        run_sequence({"base": base, "ops": ops, "checks": []}, work)
    except Failure as e:
        return e.kind == kind
    return False


def report(seed, index, seq, why, work, outdir):
    small = shrink(seq, why.kind, work)
    try:
        run_sequence(small, work)
        why2 = why
    except Failure as e:
        why2 = str(e)
    path = os.path.join(outdir, "verify-honest-%d-%d.json" % (seed, index))
    with open(path, "w") as f:
        json.dump(small, f, ensure_ascii=False, indent=1)
    lines = ["FAIL seed %d sequence %d (base %s): %s" % (seed, index, seq["base"], why),
             "  shrunk to %d of %d commands (base %s), which fails with: %s"
             % (len(small["ops"]), len(seq["ops"]), small["base"], why2)]
    for op in small["ops"]:
        lines.append("    referee " + " ".join(repr(a) if " " in a or not a else a
                                               for a in op["argv"])
                     + (" <<< %r" % op["stdin"] if op.get("stdin") else ""))
    lines.append("  replay: python3 tests/property/verify_honest.py --replay %s" % path)
    lines.append("  or: python3 tests/property/verify_honest.py --seed %d --one %d" % (seed, index))
    return "\n".join(lines)


def scratch():
    """A directory for the databases: in memory where there is /dev/shm (no fsync to wait for)."""
    shm = "/dev/shm"
    d = shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None
    return tempfile.mkdtemp(prefix="verify-honest-", dir=d)


def worker(args):
    seed, lo, hi, nops, outdir = args
    STATS.clear()
    work = scratch()
    res = []
    try:
        for i in range(lo, hi):
            seq, why = generate(seed, i, nops, work)
            if why is None:
                res.append((i, None))
            else:
                res.append((i, report(seed, i, seq, why, work, outdir)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return res, dict(STATS)


def arguments(doc, n, ops, ops_help):
    """The options of a property test: -n, --seed, --ops, -j and --one."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("-n", type=int, default=n, help="sequences")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--ops", type=int, default=ops, help=ops_help)
    ap.add_argument("-j", type=int, default=2, help="parallel workers")
    ap.add_argument("--one", type=int, default=None)
    return ap


def main():
    ap = arguments(__doc__, 200, 24, "at most this many commands a sequence")
    ap.add_argument("--replay", default=None)
    ap.add_argument("--stats", action="store_true",
                    help="how many commands of each kind were accepted and refused")
    ap.add_argument("--out", default=os.environ.get("TMPDIR", "/tmp"))
    o = ap.parse_args()
    return with_own_binary("verify_honest", lambda: run_main(o))


def with_own_binary(name, fn):
    """fn() with BIN a copy in a new directory, so that a rebuild during a long run does
    not pull the binary away."""
    global BIN
    if not os.access(BIN, os.X_OK):
        sys.exit("%s: %s is not built" % (name, BIN))
    bindir = tempfile.mkdtemp(prefix=name.replace("_", "-") + "-bin-")
    shutil.copy(BIN, os.path.join(bindir, "referee"))
    BIN = os.path.join(bindir, "referee")
    try:
        return fn()
    finally:
        shutil.rmtree(bindir, ignore_errors=True)


def parts_of(seed, n, one, jobs, *rest):
    """The sequences as the workers' parts, (seed, first, end, *rest) each: sequence one
    alone, or n in parts of up to 5."""
    if one is not None:
        return [(seed, one, one + 1) + rest]
    step = max(1, min(5, n // (jobs * 4) or 1))
    return [(seed, lo, min(n, lo + step)) + rest for lo in range(0, n, step)]


def run_parts(worker, parts, jobs, tally):
    """Runs worker on each part (in a pool of jobs processes), which returns
    ([(sequence, None or the failure's message)], stats); prints each failure as it comes
    and hands tally each part's stats. (passed, failed)."""
    passed = failed = 0

    def take(res, st):
        nonlocal passed, failed
        tally(st)
        for i, msg in res:
            if msg is None:
                passed += 1
            else:
                failed += 1
                print(msg, flush=True)

    if jobs > 1 and len(parts) > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for res, st in pool.imap_unordered(worker, parts):
                take(res, st)
    else:
        for p in parts:
            take(*worker(p))
    return passed, failed


def run_main(o):
    if o.replay:
        seq = json.load(open(o.replay))
        work = scratch()
        try:
            run_sequence(seq, work)
            print("1 passed, 0 failed")
            return 0
        except Failure as e:
            print("FAIL %s: %s" % (o.replay, e))
            print("0 passed, 1 failed")
            return 1
        finally:
            shutil.rmtree(work, ignore_errors=True)
    seed = o.seed if o.seed is not None else random.randrange(1 << 31)
    parts = parts_of(seed, o.n, o.one, o.j, o.ops, o.out)
    print("verify_honest: seed %d, %s sequences of up to %d commands, %d jobs"
          % (seed, o.n if o.one is None else 1, o.ops, o.j), flush=True)
    stats = {}

    def tally(st):
        for k, v in st.items():
            t = stats.setdefault(k, [0, 0])
            t[0] += v[0]
            t[1] += v[1]

    passed, failed = run_parts(worker, parts, o.j, tally)
    if o.stats:
        import resource
        me, ch = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        print("  CPU seconds: the harness %.1f, the commands and workers %.1f"
              % (me.ru_utime + me.ru_stime, ch.ru_utime + ch.ru_stime))
        for k in sorted(stats):
            print("  %-24s %6d accepted %6d refused" % (k, stats[k][0], stats[k][1]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
