#!/usr/bin/env bash
# The lint checks catch what they are for: tests/lint/bad/ breaks each rule
# once (and keeps one function at exactly the limit), and the checks must
# name every breach, nothing else. Run by make lint before the real checks.
set -u
here=$(cd "$(dirname "$0")" && pwd)
fail=0
expect() { # what, expected output, actual output
	if [ "$2" != "$3" ]; then
		echo "lint self-test: $1:"
		diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | sed 's/^/  /'
		fail=1
	fi
}
cd "$here" || exit 1
got=$(bash layers.sh bad | sed 's/  <-.*//')
expect "layers.sh" 'bad/rules/x/impure.c:2:#include <stdio.h>
bad/rules/x/impure.c:3:#include "../../db/db.h"
bad/report/uses_cli.h:1:#include "../cli/cli.h"
bad/db/uses_cli.c:1:#include "../cli/cli.h"
bad/notation/ok_path_but_cli.c:1:#include "../../src/cli/cli.h"
bad/cli/uses_games.c:1:#include "../games/games.h"
bad/rules/x/impure.c:12: printf("x");
bad/rules/x/impure.c:14: exit(1);
bad/rules/x/impure.c:15: sqlite3_step(NULL);
bad/rules/x/impure.c:16: return csv_fwrite (NULL, "", 0);' "$(printf '%s\n' "$got" | tr -s '\t' ' ')"
bash layers.sh bad > /dev/null && { echo "lint self-test: layers.sh passed a bad tree"; fail=1; }
got=$(bash funclen.sh -l 80 bad)
expect "funclen.sh" 'bad/db/long.c:3: too_long: 81 lines (limit 80)' "$got"
bash funclen.sh -l 80 bad > /dev/null && { echo "lint self-test: funclen.sh passed a long function"; fail=1; }
got=$(bash sql.sh bad | grep -v '^lint:')
expect "sql.sh" 'bad/db/db.c:8: "COMMIT"
bad/db/sql.c:2: "SELECT 1"
bad/db/sql.c:4: "  INSERT INTO t VALUES (1)"
bad/db/sql.c:6: "\n\tPRAGMA foreign_keys"
bad/db/sql.c:7: "  WITH x AS (SELECT 1) SELECT * FROM x"
bad/db/sql.c:12: "DROP TABLE t; DROP TABLE u"' "$got"
bash sql.sh bad > /dev/null && { echo "lint self-test: sql.sh passed SQL outside the table"; fail=1; }
got=$(bash strings.sh bad | grep -v '^lint:')
expect "strings.sh" 'bad/db/sql.c:20: "PRAGMA user_version = %d"
bad/report/strings.c:8: "hello %s\n"
bad/report/strings.c:9: "a word"
bad/report/strings.c:10: "yes"
bad/report/strings.c:11: "%s tail"
bad/report/strings.c:13: "zażółć"
bad/report/strings.c:24: "ledger"' "$got"
bash strings.sh bad > /dev/null && { echo "lint self-test: strings.sh passed a string without gettext"; fail=1; }
bash strings.sh bad/rules > /dev/null || { echo "lint self-test: strings.sh refused a tree without findings"; fail=1; }
# shape.sh: a tree of 1,652 lines whose cli holds 301 in one command file
# and a game's command code of 301 lines in two files (cmd_dicex.c is no
# file of dice's) breaks the three rules; one of 3,250 with a 300-line
# command file and a game's 300 lines breaks none.
t=$(mktemp -d)
mkdir -p "$t/cli" "$t/db"
seq 301 > "$t/cli/cmd_big.c"
seq 150 > "$t/cli/cmd_dice.c"
seq 151 > "$t/cli/cmd_dice_turn.c"
seq 50 > "$t/cli/cmd_dicex.c"
seq 1000 > "$t/db/a.c"
got=$(bash shape.sh "$t")
expect "shape.sh" "$t/cli: 39.5 % of src, more than 20 %
$t/cli/cmd_big.c: 301 lines, more than 300 for a command file
$t/cli/cmd_dice*.c: 301 lines, more than 300 for a game's command code" "$got"
seq 300 > "$t/cli/cmd_big.c"
seq 150 > "$t/cli/cmd_dice_turn.c"
seq 2600 > "$t/db/a.c"
got=$(bash shape.sh "$t") || { echo "lint self-test: shape.sh refused a tree in shape:"; echo "$got"; fail=1; }
rm -rf "$t"
got=$(bash usage.sh bad | grep -v '^lint:')
expect "usage.sh" 'bad/cli/usage.c:5: bad: "[--ruleset R] FILE ..."
bad/cli/usage.c:28: short: "[EVENT] -o FILE"
bad/cli/usage.c:14: call: a usage written into a call
bad/cli/usage.c:23: named: named_usage, a usage written elsewhere' "$got"
bash usage.sh bad > /dev/null && { echo "lint self-test: usage.sh passed a usage written by hand"; fail=1; }
exit $fail
