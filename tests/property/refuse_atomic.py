#!/usr/bin/env python3
"""A refused command leaves the database exactly as it was (cli.md, "Nothing is half-written").

Builds an honest league evening from a seeded random generator, with the operations of
verify_honest.py (events, players, teams, tables seated, deals added, fixed and undone,
enter through stdin, imports, dice and Rybaření games, the board games' store), and
between the honest steps runs commands that must be refused: a wrong seat or name, a deal
number taken, a bid or score that breaks the rules, a malformed CSV row in the middle of an
import, a bad --ruleset file, an unknown event, an option out of range, a name with control
bytes, an 'enter' input refused or cut off in the middle of a deal, other games' store
commands with bad input, a broken bundle. For every refused command:

  - the exit status is the one cli.md documents (1 a rule broken, 2 usage or unreadable
    input), never 0;
  - stderr's first line starts with 'referee: ';
  - the database dumps (sqlite3 .dump, through Python's iterdump) the same as before;
    'enter' keeps exactly the deals completed before the refused answer (cli.md), nothing
    of the deal in progress;

and 'referee verify' says ok at the end of every sequence.

  refuse_atomic.py [-n SEQUENCES] [--seed S] [-j JOBS] [--ops N]
  refuse_atomic.py --seed S --one I   (sequence I of seed S, the replay a failure prints)

The last line is 'N passed, N failed'; the exit status 1 when one failed.
"""
import base64
import glob
import os
import random
import re
import shutil
import sqlite3
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import verify_honest as vh  # noqa: E402  (the honest generator and its helpers)

USAGE, RULE = 2, 1
CSV_HEAD = ("event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,"
            "partner,kontras,eyes,bok")


class Refusals:
    """Commands that must be refused, drawn from what the database holds. Each returns
    {"argv", "rc" (the documented exit status), "files", "stdin", "enter"} or None."""

    def __init__(self, rng, honest):
        self.r = rng
        self.g = honest		# the honest generator: its tables, names and results

    def op(self, s):
        kinds = [self.deal_taken, self.deal_value, self.deal_rule, self.deal_points, self.deal_file,
                 self.deal_full, self.deal_where, self.deal_fix, self.deal_undo,
                 self.seat, self.seat_bytes, self.player, self.player_bytes, self.event,
                 self.ruleset, self.unknown_event, self.option, self.import_row,
                 self.enter, self.dice_turn, self.dice_add, self.ryb_add, self.store_add,
                 self.draw, self.merge,
                 self.bundle, self.resolve]
        while True:
            o = self.r.choice(kinds)(s)
            if o is not None:
                return o

    def table(self, s, pred=lambda t: True):
        """A table with four players seated, none marked absent."""
        ts = [t for t in s.tables if t[4] == 4 and pred(t)
              and not any(a for _, _, a in s.seated(t[0]))]
        return self.r.choice(ts) if ts else None

    def at(self, t):
        return [t[1], "--session", str(t[2]), "--table", str(t[3])]

    def deal_taken(self, s):
        t = self.table(s, lambda t: t[7] > 0)
        if t is None:
            return None
        return {"argv": ["deal", "add"] + self.at(t) + ["--deal", str(self.r.randint(1, t[7]))]
                + self.g.result(), "rc": RULE}

    def deal_value(self, s):
        t = self.table(s)
        if t is None:
            return None
        res = ["--contract", "zolo", "--declarer", "1", "--eyes", "70"]
        i, bad = self.r.choice([(1, "foo"), (3, "5"), (3, "0"), (5, "105"), (5, "-1"),
                                (5, "7x"), (5, "")])
        res[i] = bad
        extra = self.r.choice([[], ["--kontras", "5"], ["--deal", "0"], ["--nosuch"]])
        if extra and self.r.random() < 0.5:
            res = ["--contract", "zolo", "--declarer", "1", "--eyes", "70"]
        return {"argv": ["deal", "add"] + self.at(t) + res + extra, "rc": USAGE}

    def deal_rule(self, s):
        t = self.table(s, lambda t: t[5] is None or t[8] < t[5])
        if t is None:
            return None
        d = self.r.randint(1, 4)
        c = self.r.choice(vh.PARTNERED)
        return {"argv": ["deal", "add"] + self.at(t) + ["--contract", c, "--declarer", str(d),
                                                       "--partner", str(d), "--eyes", "60"],
                "rc": RULE}

    def deal_points(self, s):
        # the points the rules give, moved by one between two seats: still zero-sum
        t = self.table(s, lambda t: t[5] is None or t[8] < t[5])
        if t is None:
            return None
        op = vh.with_points({"argv": ["deal", "add"] + self.at(t) + self.g.result()},
                            s.path, self.g.work)
        a = op["argv"]
        if "--points" not in a:
            return None
        pts = [int(x) for x in a[-1].split()]
        i, j = self.r.sample(range(4), 2)
        pts[i] += 1
        pts[j] -= 1
        return {"argv": a[:-1] + [" ".join(str(x) for x in pts)], "rc": RULE}

    def deal_file(self, s):
        # a .bdn file of the honest generator, one of its records given a Score the rules
        # do not give: nothing of the file may be stored
        op = self.g.deal_file(s)
        if op is None:
            return None
        text = op["files"]["deals.bdn"]
        tags = list(re.finditer(r'\[Deal "\d+"\][^\n]*', text))
        m = self.r.choice(tags)
        text = text[:m.end()] + '\n[Score "+999 -333 -333 -333"]' + text[m.end():]
        return {"argv": op["argv"], "rc": RULE, "files": {"deals.bdn": text}}

    def deal_full(self, s):
        t = self.table(s, lambda t: t[5] is not None and t[8] >= t[5])
        if t is None:
            return None
        return {"argv": ["deal", "add"] + self.at(t) + self.g.result(), "rc": RULE}

    def deal_where(self, s):
        t = self.table(s)
        if t is None:
            return None
        w = self.at(t)
        i, bad = self.r.choice([(2, "0"), (2, "1001"), (4, "0"), (4, "x"), (4, "77")])
        w[i] = bad
        return {"argv": ["deal", "add"] + w + self.g.result(), "rc": USAGE}

    def deal_fix(self, s):
        t = self.table(s, lambda t: t[8] > 0)
        if t is None:
            return None
        if self.r.random() < 0.5:
            return {"argv": ["deal", "fix"] + self.at(t) + ["--deal", str(t[6] + 1 + self.r.randint(0, 3)),
                                                          "--eyes", "20", "--why", "x"],
                    "rc": RULE}
        return {"argv": ["deal", "fix"] + self.at(t) + ["--deal", "1", "--eyes", "20"],
                "rc": USAGE}

    def deal_undo(self, s):
        t = self.table(s, lambda t: t[8] == 0)
        if t is None:
            return None
        return {"argv": ["deal", "undo"] + self.at(t) + ["--why", "x"], "rc": RULE}

    def seat(self, s):
        evs = s.ev("baska")
        if not evs:
            return None
        t = self.table(s)
        if t is not None and t[6] > 0 and self.r.random() < 0.3:	# a table with deals
            new = [n for n in vh.NAMES if n not in s.players]
            if len(new) >= 4:
                return {"argv": ["table", "seat"] + self.at(t) + ["--new"] + self.r.sample(new, 4),
                        "rc": RULE}
        ev = self.r.choice(evs)[0]
        session = self.r.randint(1, 3)
        taken = s.session_players(ev, session)
        free = [p for p in s.players if p not in taken]
        used = set(x[3] for x in s.tables if x[1] == ev and x[2] == session)
        table = min(set(range(1, 10)) - used)
        w = [ev, "--session", str(session), "--table", str(table)]
        kind = self.r.randint(0, 2)
        if len(set(free + vh.NAMES) - taken) < 3:
            return None
        if kind == 0 and taken:		# one player already at another table
            ps = self.r.sample(sorted(set(free + vh.NAMES) - taken), 3) + [self.r.choice(sorted(taken))]
            self.r.shuffle(ps)
            return {"argv": ["table", "seat"] + w + ["--new"] + ps, "rc": RULE}
        if kind == 1:			# a name twice
            ps = self.r.sample(sorted(set(free + vh.NAMES) - taken), 3)
            ps.append(ps[self.r.randrange(3)])
            self.r.shuffle(ps)
            return {"argv": ["table", "seat"] + w + ["--new"] + ps, "rc": RULE}
        # (a first name alone may name a registered player, names-match.t: none of these)
        unknown = ["Nieznany %d" % i for i in range(1, 4)]
        ps = self.r.sample(sorted(set(free + vh.NAMES) - taken), 3) + [self.r.choice(unknown)]
        self.r.shuffle(ps)
        return {"argv": ["table", "seat"] + w + ps, "rc": RULE}	# without --new

    BAD_BYTES = [b"\x01", b"\x1b[31m", b"\x7f", b"\xc2\x85", b"\xe2\x80\xae", b"\xe2\x81\xa6",
                 b"\xff", b"\xc3", b"\t", b"\n"]

    def bad_name(self):
        n = self.r.choice(vh.NAMES).encode()
        i = self.r.randint(1, len(n) - 1)
        return n[:i] + self.r.choice(self.BAD_BYTES) + n[i:]

    def seat_bytes(self, s):
        evs = s.ev("baska")
        if not evs:
            return None
        ev = self.r.choice(evs)[0]
        ps = self.r.sample(vh.NAMES, 4)
        ps[self.r.randrange(4)] = self.bad_name()
        return {"argv": ["table", "seat", ev, "--session", "3", "--table", "9", "--new"] + ps,
                "rc": USAGE}

    def player(self, s):
        if not s.players:
            return None
        p = self.r.choice(s.players)
        others = [x for x in s.players if x != p]
        c = [(["player", "add", p], RULE), (["player", "merge", p, p], RULE),
             (["player", "add", " " + p], RULE), (["player", "rename", p, ""], RULE)]
        if others:
            c.append((["player", "rename", p, self.r.choice(others)], RULE))
        a, rc = self.r.choice(c)
        return {"argv": a, "rc": rc}

    def player_bytes(self, s):
        # three new players (a first name alone may name a registered player, names-match.t)
        c = [["player", "add", self.bad_name()],
             ["team", "add", "--new", "Team X", "Nowak 1", "Nowak 2", "Nowak 3", self.bad_name()]]
        if s.players:
            c.append(["player", "rename", self.r.choice(s.players), self.bad_name()])
        return {"argv": self.r.choice(c), "rc": USAGE}

    def event(self, s):
        c = [(["event", "add", "--deals", self.r.choice(["0", "-1", "1001", "x"]), "GP Zły"], USAGE),
             (["event", "add", "--date", self.r.choice(["2026-13-01", "14.03.2026", "2026-02-30"]),
               "GP Zły"], USAGE),
             (["event", "add", "--game", "szachy", "GP Zły"], USAGE),
             (["event", "add", "GP " + self.bad_name().decode(errors="surrogateescape")], USAGE)]
        if s.events:
            c.append((["event", "add", self.r.choice(s.events)[0]], RULE))
        a, rc = self.r.choice(c)
        return {"argv": a, "rc": rc}

    def ruleset(self, s):
        text = self.r.choice(["foo = bar\n", "absent_big = x\n", "absent_big = 99999999999\n",
                              "allow_gran = maybe\n", "big1 = 5\n", "preset = nosuch\n",
                              "allow_gran\n", "# a comment\nmax_kontra_calls = 9 9\n"])
        a = ["event", "add", "--ruleset", "@ours.rules", "GP Własny"]
        if self.r.random() < 0.2:
            a[3] = "missing.rules"
        return {"argv": a, "rc": USAGE, "files": {"ours.rules": text}}

    def unknown_event(self, s):
        w = ["Nie Ma Takiego", "--session", "1", "--table", "1"]
        a = self.r.choice([["deal", "add"] + w + self.g.result(), ["use", "Nie Ma Takiego"],
                           ["table", "seat"] + w + ["--new"] + self.r.sample(vh.NAMES, 4),
                           ["deal", "undo"] + w + ["--why", "x"],
                           ["enter"] + w, ["dice", "start", "Nie Ma Takiego", "Ala"],
                           ["rybareni", "add", "Nie Ma Takiego",
                            os.path.join(vh.EX, "rybareni", "paluba-2p.ryb")]])
        return {"argv": a, "rc": USAGE, "stdin": "zolo\n1\n0\n70\nno\nquit\n"}

    def option(self, s):
        a = self.r.choice([["draw", "--sessions", "0", "--event", "X", "A", "B", "C", "D"],
                           ["player", "add", "--nosuch", "Ala"], ["standings", "-f", "pdf", "X"],
                           ["table", "seat", "X", "--session", "1", "--table", "-3",
                            "A", "B", "C", "D"],
                           ["import"], ["deal"], ["nosuch"]])
        return {"argv": a, "rc": USAGE}

    def import_row(self, s):
        # honest rows around one broken row: nothing of the file may be stored
        rows = self.g.csv_rows(s).rstrip("\n").split("\n")
        if len(rows) < 2:
            return None
        body = rows[1:]
        r = body[self.r.randrange(len(body))].split(",")
        kind = self.r.randint(0, 5)
        rc = RULE
        if kind == 0:
            r[13] = "105"
        elif kind == 1:
            r = r[:-1]			# a field short
        elif kind == 2:
            r[11] = r[10]		# the partner is the declarer
            r[9] = "zwykla"
        elif kind == 3:
            r[3] = body[0].split(",")[3]	# a deal number twice
        elif kind == 4:
            r[9] = "szachy"
        else:
            r[13] = '"7\x010"'
            rc = USAGE
        body.insert(self.r.randint(0, len(body)), ",".join(r))
        text = "\n".join([CSV_HEAD] + body) + "\n"
        return {"argv": ["import", "@deals.csv"], "rc": rc, "files": {"deals.csv": text}}

    def enter(self, s):
        # k whole deals, then a deal refused at one of its answers (exit 2) or cut off by
        # the end of the input (the deal in progress not saved; exit 0, tests/cli/league_enter.t)
        t = self.table(s, lambda t: t[5] is None or t[8] < t[5])
        if t is None:
            return None
        room = (t[5] - t[8] - 1) if t[5] is not None else 3
        k = self.r.randint(0, min(2, room))
        lines = []
        for _ in range(k):
            lines += self.whole()
        prefix = "\n".join(lines + ["quit"]) + "\n"
        part = self.whole()
        cut = self.r.random() < 0.3
        if t[8] + k > 0 and self.r.random() < 0.3:	# a correction refused half-way
            lines += ["fix %d" % self.r.randint(1, t[8] + k), "zolo", "1", "0"]
            lines = lines[:self.r.randint(len(lines) - 3, len(lines))] + ["999"]
            cut = False
        elif cut:
            lines += part[:self.r.randint(1, len(part) - 1)]
        else:
            i = self.r.randrange(len(part))
            bad = {0: "szachy", 1: "7"}.get(i, "999")
            lines += part[:i] + [bad]
        return {"argv": ["enter"] + self.at(t), "stdin": "\n".join(lines) + "\n",
                "rc": 0 if cut else USAGE, "enter": (t[0], k, prefix)}

    def whole(self):
        """A whole deal's answers, without bok (one may break a bok-runda, §2.4)."""
        return self.g.answers()[:-1] + ["no"]

    def dice_turn(self, s):
        g = self.g.dice_next(s)
        if g is None:
            return None
        ev, num, players, pos, who, used, gid = g
        dice = " ".join(str(self.r.randint(1, 6)) for _ in range(5))
        c = [(who, "7 1 2 3 4 -> chance", USAGE), (who, dice + " -> nothing", USAGE),
             (who, dice, USAGE), (who, "1 2 3 4 5 keep 6 : 1 2 3 4 6 -> chance", RULE)]
        if used:
            c.append((who, "%s -> %s" % (dice, self.r.choice(sorted(used))), RULE))
        if players > 1:
            other = s.dice_seat(gid, pos % players + 1)
            if other and other != who:
                c.append((other, dice + " -> chance", RULE))
        who, turn, rc = self.r.choice(c)
        return {"argv": ["dice", "turn", ev, "--game", str(num), who, turn], "rc": rc}

    def dice_add(self, s):
        evs = s.ev("dice")
        if not evs:
            return None
        ok = sorted(glob.glob(os.path.join(vh.EX, "dice", "*.gdr")))
        ok = [f for f in ok if "naruszenia" not in f]
        bad, rc = self.r.choice([(os.path.join(vh.EX, "dice", "naruszenia.gdr"), RULE),
                                 ("@junk.gdr", USAGE)])
        files = [self.r.choice(ok), bad]
        self.r.shuffle(files)
        return {"argv": ["dice", "add", self.r.choice(evs)[0]] + files, "rc": rc,
                "files": {"junk.gdr": "[Players \"Ala; Bob\"]\nAla: 1 2 3 \x01 5 -> chance\n"}}

    def ryb_add(self, s):
        evs = s.ev("rybareni")
        others = [e for e in s.events if e[1] != "rybareni"]
        src = os.path.join(vh.EX, "rybareni", "paluba-3p.ryb")
        text = open(src).read()
        c = []
        if evs:
            ev = self.r.choice(evs)[0]
            # a capture that does not pair (a rule broken), or an unreadable tile
            c += [(["rybareni", "add", ev, "@bad.ryb"], RULE,
                   text.replace("[Play]\n1: 2-4+2-4,", "[Play]\n1: 2-4+6-6,", 1)),
                  (["rybareni", "add", ev, src, "@bad.ryb"], USAGE, text.replace("1-1", "1-9", 1))]
        if others:
            c.append((["rybareni", "add", self.r.choice(others)[0], src], USAGE, ""))
        if not c:
            return None
        a, rc, bad = self.r.choice(c)
        return {"argv": a, "rc": rc, "files": {"bad.ryb": bad}}

    def store_add(self, s):
        # a board game's record that breaks a rule, or another game's record, or points
        # that do not read
        evs = [e for e in s.events if e[1] in vh.Gen.STORE]
        if not evs:
            return None
        ev = self.r.choice(evs)
        group, files = vh.Gen.STORE[ev[1]]
        good, lie = (os.path.join(vh.EX, f) for f in files)
        other = os.path.join(vh.EX, "manewry/landing.mm" if ev[1] != "manewry"
                             else "flota/game.flota")
        a, rc = self.r.choice([([lie, "Ala=1", "Olek=0"], RULE), ([other, "Ala=1"], USAGE),
                               ([good, "Ala=x", "Olek=1"], USAGE),
                               ([good, "Ala=1", self.bad_name() + b"=2"], USAGE)])
        return {"argv": [group, "add", ev[0]] + a, "rc": rc}

    def draw(self, s):
        evs = s.ev("baska")
        if not evs:
            return None
        ps = ["Nowak %d" % i for i in range(1, 8)]
        ps[self.r.randrange(1, len(ps))] = self.bad_name() if self.r.random() < 0.6 else ps[0]
        return {"argv": ["draw", "--sessions", "1", "--event", self.r.choice(evs)[0], "--new"]
                + ps, "rc": USAGE}

    def merge(self, s):
        junk = self.r.choice(["junk\n", "", "\x00\x01\x02" * 40])
        return {"argv": ["merge", "--keys", "@league.keys", "@venue.bundle"], "rc": USAGE,
                "files": {"league.keys": "# no keys\n", "venue.bundle": junk}}

    def bundle(self, s):
        # the event's own bundle, signed by the venue key of the worker (REFEREE_KEY_DIR),
        # merged under a keys file without that key, changed after signing, or cut short
        if not s.events:
            return None
        ev = self.r.choice(s.events)[0]
        rc, out, err = vh.run(["bundle", ev, "-o", "own.bundle"], s.path, self.g.work)
        if rc != 0:
            return None
        with open(os.path.join(self.g.work, "own.bundle"), "rb") as f:
            b = f.read()
        venue = vh.run(["key", "show"], s.path, self.g.work)[1]
        stranger = "referee-key other %s\n" % base64.b64encode(bytes(range(32))).decode()
        kind = self.r.randint(0, 2)
        if kind == 0:
            return {"argv": ["merge", "--keys", "@league.keys", "@venue.bundle"], "rc": RULE,
                    "files": {"league.keys": stranger, "venue.bundle": b}}
        if kind == 1:
            i = self.r.randrange(len(b) // 2, len(b))
            b = b[:i] + bytes([b[i] ^ (1 << self.r.randrange(8))]) + b[i + 1:]
            rc = (RULE, USAGE)	# a signature that fails, or a line that no longer reads
        else:
            b = b[:self.r.randrange(b.index(b"changeset"), len(b) - 1)]
            rc = USAGE
        return {"argv": ["merge", "--keys", "@league.keys", "@venue.bundle"], "rc": rc,
                "files": {"league.keys": venue, "venue.bundle": b}}

    def resolve(self, s):
        t = self.table(s, lambda t: t[8] > 0)
        if t is None:
            return None
        return {"argv": ["resolve"] + self.at(t) + ["--deal", "1", "--take", "venue",
                                                   "--why", "x"], "rc": RULE}


def show(a):
    return " ".join(repr(x) if isinstance(x, bytes) or " " in x or not x else x for x in a)


# the times of entries and what hashes or signs them (blobs, or hex text: heads, signatures)
TIMES = re.compile(r"'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z'|X?'[0-9A-Fa-f]{64,}'")


def masked(text):
    return TIMES.sub("?", text or "")


def deals_at(db, table_id):
    return vh.q(db, "SELECT count(*) FROM deal WHERE table_id = ? AND void = 0", (table_id,))[0][0]


def refuse(op, db, work):
    """Runs one command that must be refused; raises vh.Failure when a property breaks."""
    argv = vh.write_files(op, work)
    before = vh.dump(db)
    enter = op.get("enter")
    n0 = deals_at(db, enter[0]) if enter else None
    if enter:
        expect = os.path.join(work, "expect.db")
        for f in glob.glob(expect + "*"):
            os.unlink(f)
        src, dst = sqlite3.connect(db), sqlite3.connect(expect)
        src.backup(dst)
        src.close()
        dst.close()
        vh.run(argv[:1] + argv[1:], expect, work, enter[2])
    rc, out, err = vh.run(argv, db, work, op.get("stdin"))
    what = "%s (stdin %r)" % (show(argv), op.get("stdin")) if op.get("stdin") else show(argv)
    want = op["rc"] if isinstance(op["rc"], tuple) else (op["rc"],)
    if rc not in want:
        raise vh.Failure("%s: exit %d, expected %s: %s"
                         % (what, rc, " or ".join(str(x) for x in want), err.strip()), "exit")
    # (a command group named without its command prints its usage, as 'git' does)
    if rc != 0 and not err.startswith("referee: ") and not err.startswith("usage: referee"):
        raise vh.Failure("%s: stderr does not start with 'referee: ': %r" % (what, err), "stderr")
    if enter:
        n = deals_at(db, enter[0])
        if n != n0 + enter[1]:
            raise vh.Failure("%s: %d deals at the table, expected %d + %d completed"
                             % (what, n, n0, enter[1]), "enter")
        # the same whole deals entered on a copy, then quit: the same rows but for
        # the times of the entries and what hashes them
        before = masked(vh.dump(expect))
        after = masked(vh.dump(db))
    else:
        after = vh.dump(db)
    if after != before:
        diff = sorted(set(after.split("\n")) ^ set((before or "").split("\n")))
        raise vh.Failure("%s: refused (exit %d: %s) but the database changed:\n  %s"
                         % (what, rc, err.strip(), "\n  ".join(diff[:12])), "changed")


def sequence(seed, index, nops, work, stats):
    """Sequence index of seed: honest steps with refused commands between them."""
    r = random.Random("refuse:%d:%d" % (seed, index))
    db = os.path.join(work, "referee.db")
    other = os.path.join(work, "other.db")
    for f in glob.glob(os.path.join(work, "*")):
        os.unlink(f)
    g = vh.Gen(r, work)
    bad = Refusals(r, g)
    done = []
    for i in range(r.randint(nops // 2, nops)):
        st = vh.State(db)
        op = g.op(st)
        st.close()
        if op.pop("points", None):
            op = vh.with_points(op, db, work)
        done.append(op["argv"])
        try:
            vh.execute(op, db, work, other)
        except vh.Failure as e:
            return "honest op %d: %s" % (i + 1, e), done
        if not os.path.exists(db) or r.random() < 0.4:
            continue
        st = vh.State(db)
        op = bad.op(st)
        st.close()
        done.append(op["argv"])
        k = op["argv"][0] if op["argv"][0] not in vh.GROUPS or len(op["argv"]) < 2 \
            else " ".join(op["argv"][:2])
        stats[k] = stats.get(k, 0) + 1
        try:
            refuse(op, db, work)
        except vh.Failure as e:
            return "after op %d: %s" % (i + 1, e), done
    try:
        vh.verify(db, work, "at the end")
    except vh.Failure as e:
        return str(e), done
    return None, done


def worker(args):
    seed, lo, hi, nops = args
    work = vh.scratch()
    keys = tempfile.mkdtemp(prefix="refuse-atomic-keys-")
    vh.ENV["REFEREE_KEY_DIR"] = keys
    vh.run(["key", "new", "--name", "venue"], os.path.join(work, "none.db"), work)
    res, stats = [], {}
    try:
        for i in range(lo, hi):
            why, done = sequence(seed, i, nops, work, stats)
            if why is None:
                res.append((i, None))
                continue
            res.append((i, "FAIL seed %d sequence %d: %s\n  commands:\n%s\n  replay: python3 "
                        "tests/property/refuse_atomic.py --seed %d --one %d --ops %d"
                        % (seed, i, why, "\n".join("    referee " + show(a) for a in done),
                           seed, i, nops)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(keys, ignore_errors=True)
    return res, stats


def main():
    ap = vh.arguments(__doc__, 50, 30, "at most this many honest commands")
    ap.add_argument("--stats", action="store_true", help="how many refusals of each kind ran")
    o = ap.parse_args()
    return vh.with_own_binary("refuse_atomic", lambda: run_main(o))


def run_main(o):
    seed = o.seed if o.seed is not None else random.randrange(1 << 31)
    parts = vh.parts_of(seed, o.n, o.one, o.j, o.ops)
    print("refuse_atomic: seed %d, %d sequences of up to %d honest commands, %d jobs"
          % (seed, 1 if o.one is not None else o.n, o.ops, o.j), flush=True)
    stats = {}

    def tally(st):
        for k, v in st.items():
            stats[k] = stats.get(k, 0) + v

    passed, failed = vh.run_parts(worker, parts, o.j, tally)
    if o.stats:
        for k in sorted(stats):
            print("  %-20s %6d refused" % (k, stats[k]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
