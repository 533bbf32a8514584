# The rulebook ships as section-7 man pages (referee-baska(7),
# referee-general(7), referee-statki(7)). Every section a ruling can cite and
# every ruleset key with its value in every built-in ruleset is in its page
# (tests/man/check.sh says what is missing).

$ bash "$TESTDIR/../man/check.sh"
man pages: every cited section and every ruleset key is documented

The pages are clean for mandoc's linter (where mandoc is installed).

$ ! command -v mandoc > /dev/null || mandoc -Tlint -W warning "$TESTDIR"/../../man/*.[1-9]
