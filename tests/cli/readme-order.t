# The README puts what a referee needs first (issue 30): the quick start and
# the league night both begin within its first 200 lines.

$ awk '/^## Quick start/ || /^## A league night, step by step/ { if (NR <= 200) print "line <= 200: " $0; else print "line " NR ": " $0 }' "$TESTDIR/../../README.md"
line <= 200: ## Quick start (fresh Debian, as root)
line <= 200: ## A league night, step by step
