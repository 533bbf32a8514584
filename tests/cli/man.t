# The rulebook ships as section-7 man pages (referee-baska(7),
# referee-general(7), referee-statki(7), referee-flota(7), referee-manewry(7),
# referee-rybareni(7)). Every section a ruling can cite and every ruleset key
# with its value in every built-in ruleset is in its page (tests/man/check.sh
# says what is missing).

$ bash "$TESTDIR/../man/check.sh"
man pages: every cited section and every ruleset key is documented

The EXAMPLES of referee(1) print what the page shows, run as written
(tests/man/examples.sh shows the differences).

$ bash "$TESTDIR/../man/examples.sh"
referee.1: the 17 commands of EXAMPLES print what the page shows

Every example record of referee-notation(5) is read and judged without a
fault (tests/man/records.sh).

$ bash "$TESTDIR/../man/records.sh"
referee-notation.5: the 10 example records are read and judged without a fault

The pages are clean for mandoc's linter (where mandoc is installed), style
messages included; only "referenced manual not found" is left aside, as it
depends on the pages being installed.

$ ! command -v mandoc > /dev/null || mandoc -Tlint -W warning "$TESTDIR"/../../man/*.[1-9]
$ ! command -v mandoc > /dev/null || { mandoc -Tlint -W all "$TESTDIR"/../../man/*.[1-9] 2>&1 || :; } | grep -v 'referenced manual not found' || :
