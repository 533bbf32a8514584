# referee: plain GNU make.
#   make                 build ./referee
#   make check           build and run every test (unit suites, CLI golden tests,
#                        the README's examples, fuzz replays, crash and browser tests)
#   make check SANITIZE=1  the same under AddressSanitizer and UBSan
#   make check-long      make check, then the verify property test's full count (10,000 sequences)
#   make lint            cppcheck, mandoc -Tlint, layering, SQL only in the statement
#                        table, no output string without gettext, function length
#                        (tests/lint/)
#   make bless [T=tests/cli/x.t]  rewrite the CLI golden expectations from what
#                        the commands now print (review with git diff)
#   make valgrind        the CLI golden tests under valgrind (no leaks, no errors)
#   make fuzz            every libFuzzer target for FUZZ_TIME seconds (clang)
#   make fuzz-long       every target until it has run FUZZ_RUNS inputs (both cores)
#   make fuzz-coverage   line coverage per source folder reached by the fuzz inputs (llvm-cov)
#   make fuzz-seeds      the generated seeds and dictionaries in BUILD/fuzz-gen, written
#                        again (tests/fuzz/gen_seeds.c; every fuzz target makes them when needed)
#   make oracle          the ratings against npm's openskill (node and npm needed)
#   make bench           every speed and memory target as "measure: value (target) PASS|MISS"
#   make po              xgettext over src into po/referee.pot, msgmerge into po/*.po
#   make man-pl          the Polish manual pages man/pl/* from man/po/*.pl.po (po4a)
#   make install / uninstall  (PREFIX, DESTDIR)

# The tests and tools run in English whatever the user's language (the Polish
# transcripts set theirs; tests/cli/run.sh clears the rest again).
unexport LANGUAGE LC_ALL LC_MESSAGES LANG

PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
MANDIR	?= $(PREFIX)/share/man
LOCALEDIR ?= $(PREFIX)/share/locale
DESTDIR	?=

CC		?= cc
PKG_CONFIG	?= pkg-config
CFLAGS		?= -O2 -g
VERSION		:= 0.1.0

# -Wno-missing-field-initializers: a table's rows leave their trailing
# fields zero (cli_option's type, an older spec's two fields), C's own default.
STD	:= -std=c11 -Wall -Wextra -Wno-missing-field-initializers -Werror \
	   -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	   -DREFEREE_VERSION='"$(VERSION)"' -DREFEREE_LOCALEDIR='"$(LOCALEDIR)"'
DEPS_CFLAGS	:= $(shell $(PKG_CONFIG) --cflags sqlite3 libsodium libedit icu-uc icu-i18n 2>/dev/null)
# ICU and libedit are not linked: src/util/unitext.c and src/cli/lineedit.c
# open them on their first use (dlopen; libdl is libc's own in glibc 2.34 and
# later, an empty archive there). Their headers are still needed.
DEPS_LIBS	:= $(shell $(PKG_CONFIG) --libs sqlite3 libsodium 2>/dev/null || echo -lsqlite3 -lsodium) -lcsv -lm -ldl
CHECK_CFLAGS	:= $(shell $(PKG_CONFIG) --cflags check 2>/dev/null)
CHECK_LIBS	:= $(shell $(PKG_CONFIG) --libs check 2>/dev/null || echo -lcheck -lsubunit -lrt -lm -lpthread)

ifeq ($(FUZZ),1)
BUILD		:= build/fuzz
CC		:= clang
# -ffile-prefix-map: the same sources build the same binary in any clone (fuzz-long's hashes)
SAN		:= -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer \
		   -fno-sanitize-recover=all -ffile-prefix-map=$(CURDIR)=. \
		   -fsanitize-coverage-ignorelist=tests/fuzz/coverage-ignore.txt
else ifeq ($(COV),1)
BUILD		:= build/cov
CC		:= clang
SAN		:= -fprofile-instr-generate -fcoverage-mapping
else ifeq ($(SANITIZE),1)
BUILD		?= build/san
SAN		:= -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
else
BUILD		?= build/std
SAN		:=
endif

ALL_CFLAGS	= $(STD) $(CFLAGS) $(SAN) $(DEPS_CFLAGS) -MMD -MP
ALL_LDFLAGS	= $(LDFLAGS) $(SAN)

SRCS		:= $(shell find src -name '*.c' | LC_ALL=C sort)
LIB_SRCS	:= $(filter-out src/main.c,$(SRCS))
LIB_OBJS	:= $(LIB_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/embed.o
TEST_SRCS	:= $(shell find tests -maxdepth 1 -name 'check_*.c' | LC_ALL=C sort)
TEST_OBJS	:= $(TEST_SRCS:%.c=$(BUILD)/%.o)
# Fixtures the suites link: a game of the tests' own (tests/check_plugin.c registers it).
FIXTURE_OBJS	:= $(BUILD)/tests/fixture_game.o
SQL_FILES	:= $(sort $(wildcard schema/*.sql) $(wildcard reports/*.sql))
MANS		:= $(wildcard man/*.[1-9])
MANS_PL		:= $(wildcard man/pl/*.[1-9])
# Translations: po/LANG.po compiled into build/locale (found there by an
# uninstalled ./referee or build/VARIANT/referee, see src/util/lang.h).
POS		:= $(wildcard po/*.po)
MOS		:= $(POS:po/%.po=build/locale/%/LC_MESSAGES/referee.mo)
XGETTEXT_FLAGS	:= --language=C --from-code=UTF-8 -k_ -kN_ -kP_:1,2 -kNP_:1,2 -kC_:1c,2 -kNC_:1c,2 \
		   --add-comments=TRANSLATORS: --package-name=referee \
		   --package-version=$(VERSION) --sort-by-file
FUZZ_SRCS	:= $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BINS	:= $(FUZZ_SRCS:tests/fuzz/%.c=$(BUILD)/fuzz/%)
# The generated fuzz seeds and dictionaries (tests/fuzz/gen_seeds.c), made at build time
FUZZ_GEN	:= $(BUILD)/fuzz-gen
FUZZ_TIME	?= 30
FUZZ_RUNS	?= 10000000
LLVM_PROFDATA	?= llvm-profdata
LLVM_COV	?= llvm-cov
BENCH_SRCS	:= $(wildcard tests/bench/*.c)
BENCH_BINS	:= $(BENCH_SRCS:tests/bench/%.c=$(BUILD)/bench/%)

BIN		:= referee
ifeq ($(SANITIZE),1)
BIN		:= $(BUILD)/referee
endif

.PHONY: FORCE all check trust unit cli readme bless crash browser oracle po man-pl i18n fuzz-replay fuzz-bins fuzz-run \
	property refuse check-long \
	lint valgrind \
	install uninstall clean bench fuzz fuzz-long fuzz-long-run fuzz-coverage fuzz-coverage-run \
	fuzz-seeds

all: $(BIN) $(MOS)

$(BIN): $(BUILD)/src/main.o $(LIB_OBJS)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(DEPS_LIBS)

# The compiled-in catalogue directory follows PREFIX/LOCALEDIR (the stamp
# changes when LOCALEDIR does, so "make install PREFIX=..." rebuilds lang.o).
$(BUILD)/localedir.stamp: FORCE
	@mkdir -p $(dir $@)
	@echo '$(LOCALEDIR)' | cmp -s - $@ || echo '$(LOCALEDIR)' > $@

$(BUILD)/src/util/lang.o: $(BUILD)/localedir.stamp

FORCE:

build/locale/%/LC_MESSAGES/referee.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@.tmp $< && mv $@.tmp $@

# make po: the template from every source, merged into each catalogue.
po:
	xgettext $(XGETTEXT_FLAGS) -o po/referee.pot $$(find src -name '*.[ch]' -o -name '*.def' | LC_ALL=C sort)
	for p in $(POS); do msgmerge --quiet --update --backup=none $$p po/referee.pot || exit 1; done

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# schema/*.sql and reports/*.sql are embedded into the binary as C strings.
$(BUILD)/embed.c: $(SQL_FILES) Makefile
	@mkdir -p $(dir $@)
	@{ echo '#include <stddef.h>'; \
	   echo "#include \"db/embed.h\""; \
	   for kind in schema reports; do \
	     echo "const struct embed_file embed_$$kind[] = {"; \
	     for f in $$(ls $$kind/*.sql 2>/dev/null | LC_ALL=C sort); do \
	       printf '\t{ "%s",\n' "$$(basename $$f .sql)"; \
	       sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/\t  "/' -e 's/$$/\\n"/' $$f; \
	       echo '	},'; \
	     done; \
	     echo '	{ NULL, NULL }'; echo '};'; \
	   done; } > $@.tmp && mv $@.tmp $@

$(BUILD)/embed.o: $(BUILD)/embed.c
	$(CC) $(ALL_CFLAGS) -Isrc -c -o $@ $<

# The unit-test runner finds every NAME_suite(void) defined at the start of a
# line (BSD style, "Suite *" on the line before) in tests/check_*.c.
$(BUILD)/tests/suites.h: $(TEST_SRCS) Makefile
	@mkdir -p $(dir $@)
	@{ for s in $$(grep -hoE '^(Suite \*)?[a-z0-9_]+_suite\(void\)' $(TEST_SRCS) | sed 's/^Suite \*//; s/(void)//'); do \
	     echo "Suite *$$s(void);"; done; \
	   echo 'static Suite *(*const suite_fns[])(void) = {'; \
	   for s in $$(grep -hoE '^(Suite \*)?[a-z0-9_]+_suite\(void\)' $(TEST_SRCS) | sed 's/^Suite \*//; s/(void)//'); do \
	     echo "	$$s,"; done; \
	   echo '	NULL'; echo '};'; } > $@.tmp && mv $@.tmp $@

$(BUILD)/tests/runner.o: tests/runner.c $(BUILD)/tests/suites.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -I$(BUILD)/tests -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c -o $@ $<

$(BUILD)/unit: $(BUILD)/tests/runner.o $(TEST_OBJS) $(FIXTURE_OBJS) $(LIB_OBJS)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(CHECK_LIBS) $(DEPS_LIBS)

check: unit i18n cli readme fuzz-replay crash browser trust property refuse oracle

# The mutation catalogue: every raw SQL edit of tests/trust/mutations.txt
# refused by the schema or found by referee verify (issue 27).
trust: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) sh tests/trust/mutations.sh

# verify never cries wolf: random sequences of every legitimate operation, verify ok after
# each (tests/property/verify_honest.py; a failure prints its seed and shrunk sequence).
# make check runs PROPERTY_N of them from a fixed seed; make check-long PROPERTY_LONG_N
# from a new seed each run (PROPERTY_SEED=S replays one).
PROPERTY_N	?= 24
PROPERTY_LONG_N	?= 10000
PROPERTY_SEED	?= 1
property: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) python3 tests/property/verify_honest.py -j 2 \
	    -n $(PROPERTY_N) --seed $(PROPERTY_SEED)

check-long: check
	REFEREE_BIN=$(abspath $(BIN)) python3 tests/property/verify_honest.py -j 2 \
	    -n $(PROPERTY_LONG_N) $(if $(filter command line environment,$(origin PROPERTY_SEED)),--seed $(PROPERTY_SEED))

# A refused command leaves the database exactly as it was: refused commands between the
# honest steps of verify_honest.py's generator, each checked for its documented exit status,
# the 'referee:' prefix and an unchanged dump (tests/property/refuse_atomic.py; a failure
# prints its seed and the command line that replays it). REFUSE_N sequences from PROPERTY_SEED.
REFUSE_N	?= 24
refuse: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) python3 tests/property/refuse_atomic.py -j 2 \
	    -n $(REFUSE_N) --seed $(PROPERTY_SEED)

unit: $(BUILD)/unit $(MOS) $(FUZZ_GEN)/stamp
	CK_DEFAULT_TIMEOUT=$${CK_DEFAULT_TIMEOUT:-120} FUZZ_GEN=$(FUZZ_GEN) $(BUILD)/unit

# make man-pl: each man/po/PAGE.pl.po updated against the English man/PAGE
# and translated into man/pl/PAGE (po4a; tests/i18n/man-pl.sh). A Polish page
# without a PO file (man/pl/referee.1 until its translation arrives) is
# hand-written and left alone.
man-pl:
	bash tests/i18n/man-pl.sh update

# Every message of the sources translated (not fuzzy) in every po/*.po; a
# league evening, a Generał night and the board games in Polish show no
# English word, and in English none of the old Polish rulings (polish.sh).
# The Polish manual pages: no message of man/po/*.pl.po untranslated or fuzzy
# against today's English page, man/pl/* as make man-pl gives them, mandoc
# -Tlint clean (man-pl.sh check); every § a Polish ruling cites is a section
# of its game's Polish page, or of the English one until that is translated
# (sections.py).
i18n: $(BIN) $(MOS)
	bash tests/i18n/check.sh
	bash tests/i18n/man-pl.sh check
	python3 tests/i18n/sections.py
	python3 tests/i18n/plurals.py po/pl.po build/locale/pl/LC_MESSAGES/referee.mo
	REFEREE_BIN=$(abspath $(BIN)) bash tests/i18n/polish.sh

cli: $(BIN) $(MOS)
	REFEREE_BIN=$(abspath $(BIN)) bash tests/cli/run.sh

# Every "$ ./referee ..." example of README.md run in order in a fresh
# directory, its output compared with the one shown (tests/readme/run.sh);
# every command's help paragraph and example, the example run (help.sh).
readme: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) bash tests/readme/run.sh
	REFEREE_BIN=$(abspath $(BIN)) bash tests/readme/help.sh

# make bless [T="tests/cli/a.t ..."]: the transcripts rewritten from the actual
# stdout, stderr and exit status, for review with git diff before a commit.
bless: $(BIN) $(MOS)
	REFEREE_BIN=$(abspath $(BIN)) BLESS=1 bash tests/cli/run.sh $(T)

# Fuzz targets: tests/fuzz/fuzz_*.c. With FUZZ=1 they link libFuzzer (clang);
# otherwise tests/fuzz/driver.c replays their seeds and regressions (make check).
# FUZZ_LDFLAGS_fuzz_NAME: a target's own link flags (fuzz_import keeps one
# database connection across inputs by wrapping db_open, db_open_existing, db_close,
# db_bulk_begin, and rolls each import back after checking it by wrapping db_commit).
# fuzz_argv runs any command: the built-in games' rows (src/games/builtin.c, registered
# before main) are linked in from the archive of FUZZ=1 too, though nothing calls them.
FUZZ_LDFLAGS_fuzz_argv := -Wl,--undefined=games_register_builtin
FUZZ_LDFLAGS_fuzz_import := -Wl,--wrap=db_open,--wrap=db_open_existing,--wrap=db_close \
			    -Wl,--wrap=db_bulk_begin,--wrap=db_commit,--wrap=sqlite3_exec
ifeq ($(FUZZ),1)
# Linked against an archive, so a target holds only the objects it calls: its binary
# (and the hash make fuzz-long keeps of a finished run) changes only when its code does.
$(BUILD)/libreferee.a: $(LIB_OBJS)
	rm -f $@
	$(AR) rcD $@ $^

# The ignorelist decides what is instrumented: a change to it rebuilds the objects.
$(LIB_OBJS): tests/fuzz/coverage-ignore.txt

# The judges' words are installed by a constructor in report/ruling.o, which no
# target names: -u pulls that member out of the archive, else a target linked
# without the report layer judges with empty texts (as the replay build, which
# links the objects, never does).
$(BUILD)/fuzz/%: tests/fuzz/%.c $(BUILD)/libreferee.a tests/fuzz/coverage-ignore.txt
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fsanitize=fuzzer -o $@ $< -Wl,-u,ruling_format_install \
	    $(BUILD)/libreferee.a $(FUZZ_LDFLAGS_$*) \
	    $(DEPS_LIBS)
else
$(BUILD)/fuzz/%: tests/fuzz/%.c tests/fuzz/driver.c $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(filter %.c %.o,$^) $(FUZZ_LDFLAGS_$*) \
	    $(DEPS_LIBS)
endif

fuzz-bins: $(FUZZ_BINS)

fuzz-replay: $(FUZZ_BINS) $(FUZZ_GEN)/stamp
	FUZZ_GEN=$(FUZZ_GEN) bash tests/fuzz/run.sh replay $(BUILD)/fuzz

fuzz-run: $(FUZZ_BINS) $(FUZZ_GEN)/stamp
	FUZZ_GEN=$(FUZZ_GEN) bash tests/fuzz/run.sh fuzz $(BUILD)/fuzz $(FUZZ_TIME)

# make fuzz [FUZZ_TIME=seconds per target]
fuzz:
	$(MAKE) FUZZ=1 fuzz-run

# make fuzz-long [FUZZ_RUNS=inputs per target]: two targets at a time, a summary at the end.
fuzz-long:
	$(MAKE) FUZZ=1 fuzz-long-run

fuzz-long-run: $(FUZZ_BINS) $(FUZZ_GEN)/stamp
	FUZZ_GEN=$(FUZZ_GEN) bash tests/fuzz/run.sh long $(BUILD)/fuzz $(FUZZ_RUNS)

# make fuzz-coverage: the seeds, examples, regressions and the corpora make fuzz grew
# (build/fuzz/fuzz/corpus) through a clang source-based coverage build.
fuzz-coverage:
	$(MAKE) COV=1 fuzz-coverage-run

fuzz-coverage-run: $(FUZZ_BINS) $(FUZZ_GEN)/stamp
	LLVM_PROFDATA=$(LLVM_PROFDATA) LLVM_COV=$(LLVM_COV) FUZZ_GEN=$(FUZZ_GEN) \
	    bash tests/fuzz/run.sh coverage $(BUILD)/fuzz build/fuzz/fuzz/corpus

# The generated seeds, made at build time and not committed: FUZZ_GEN/seeds/NAME/ beside
# the hand-written tests/fuzz/seeds/NAME/ (run.sh replays and fuzzes both), from the
# examples and hand-written bases below, and the dictionaries FUZZ_GEN/dict/NAME.dict
# (those of tests/fuzz/dict/ are hand-written). The same files under gcc and clang. The
# list of bases is kept in FUZZ_GEN.bases, so a base added or removed writes them again.
FUZZ_SEED_BASES	= $(patsubst %,bdn:%,$(wildcard examples/*.bdn examples/*/*.bdn \
		    tests/fuzz/bases/*.bdn)) \
		  $(patsubst %,import:%,$(wildcard tests/fuzz/seeds/import/league-*.csv)) \
		  $(patsubst %,gdr:%,$(wildcard examples/*/*.gdr)) \
		  $(patsubst %,battle:%,$(wildcard examples/*/*.battle)) \
		  $(patsubst %,board:%,$(wildcard examples/*/*.board)) \
		  $(patsubst %,flota:%,$(wildcard examples/*/*.flota tests/fuzz/seeds/flota/*.flota)) \
		  $(patsubst %,ryb:%,$(wildcard examples/*/*.ryb tests/fuzz/seeds/ryb/*.ryb))

FUZZ_SEED_FILES	= $(foreach b,$(FUZZ_SEED_BASES),$(word 2,$(subst :, ,$(b))))

$(BUILD)/fuzz-gen-seeds: tests/fuzz/gen_seeds.c
	@mkdir -p $(dir $@)
	$(CC) $(STD) $(CFLAGS) -o $@ $<

$(FUZZ_GEN).bases: FORCE
	@mkdir -p $(dir $@)
	@echo '$(FUZZ_SEED_BASES)' | cmp -s - $@ || echo '$(FUZZ_SEED_BASES)' > $@

# Written into FUZZ_GEN.tmp and moved into place whole: an interrupted run leaves no half.
$(FUZZ_GEN)/stamp: $(BUILD)/fuzz-gen-seeds $(FUZZ_GEN).bases $(FUZZ_SEED_FILES)
	rm -rf $(FUZZ_GEN) $(FUZZ_GEN).tmp
	$(BUILD)/fuzz-gen-seeds $(FUZZ_GEN).tmp $(FUZZ_SEED_BASES)
	touch $(FUZZ_GEN).tmp/stamp
	mv $(FUZZ_GEN).tmp $(FUZZ_GEN)

# make fuzz-seeds: the generated seeds and dictionaries written again.
fuzz-seeds: $(BUILD)/fuzz-gen-seeds $(FUZZ_GEN).bases
	rm -f $(FUZZ_GEN)/stamp
	$(MAKE) $(FUZZ_GEN)/stamp

# make bench: speed and memory targets (tests/bench/run.sh prints the table).
$(BUILD)/bench/%: tests/bench/%.c $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(filter %.c %.o,$^) $(DEPS_LIBS)

bench: $(BIN) $(BENCH_BINS)
	REFEREE_BIN=$(abspath $(BIN)) BENCH_BIN=$(abspath $(BUILD))/bench bash tests/bench/run.sh

# The HTML pages in headless Chromium: the DOM text and one-page A4 prints
# (tests/browser/pages.sh; prints SKIP where /usr/bin/chromium is missing);
# the published site's links, and its pages at a phone's 360 px (site.sh).
browser: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) bash tests/browser/pages.sh
	REFEREE_BIN=$(abspath $(BIN)) bash tests/browser/site.sh

# The ratings against the reference: src/rules/rating.c and referee rating
# compared with npm's openskill (pinned, installed into build/oracle by npm)
# on random match sequences and a random league (tests/rating/oracle.sh).
# Without node or npm, or when openskill cannot be installed, it fails and says so.
$(BUILD)/rating-oracle: tests/rating/oracle_driver.c $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(filter %.c %.o,$^) $(DEPS_LIBS)

oracle: $(BIN) $(BUILD)/rating-oracle
	REFEREE_BIN=$(abspath $(BIN)) bash tests/rating/oracle.sh $(abspath $(BUILD))/rating-oracle

# Crash safety: import and export killed with SIGKILL at several points, and
# enter killed right after each confirmation (tests/crash/).
crash: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) bash tests/crash/import_kill.sh
	REFEREE_BIN=$(abspath $(BIN)) bash tests/crash/export_kill.sh
	REFEREE_BIN=$(abspath $(BIN)) bash tests/crash/enter_kill.sh

valgrind: $(BIN)
	REFEREE_BIN=$(abspath $(BIN)) \
	REFEREE_WRAP="valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all" \
	    bash tests/cli/run.sh

# make lint: every check runs, each prints its findings, and lint fails if any
# found something. tests/lint/selftest.sh first proves the checks below catch
# the breaches planted in tests/lint/bad/. tests/lint/layers.sh: src/rules without I/O, SQLite or CSV;
# src/report, src/db and src/notation without src/cli; nothing but main.c includes
# src/games (the other layers reach a game through the registry). tests/lint/sql.sh: no SQL
# literal in src/ outside src/db/db.c's statement table but a generator's marked
# line (the rest of the SQL is schema/ and reports/). tests/lint/funclen.sh:
# no function body in src/ over FUNC_MAX lines (FILE:LINE: NAME: N lines).
FUNC_MAX	?= 80
lint:
	@st=0; \
	bash tests/lint/selftest.sh || st=1; \
	cppcheck -q --std=c11 --enable=warning,performance,portability --error-exitcode=1 \
	    --inline-suppr --suppress=missingIncludeSystem -I src -i tests/lint src tests || st=1; \
	mandoc -Tlint -W warning $(MANS) $(MANS_PL) || st=1; \
	CC=$(CC) bash tests/lint/layers.sh src || { echo "lint: layering broken"; st=1; }; \
	bash tests/lint/seeds.sh src || st=1; \
	bash tests/lint/sql.sh src || st=1; \
	bash tests/lint/strings.sh src || st=1; \
	bash tests/lint/shape.sh src || st=1; \
	bash tests/lint/usage.sh src || st=1; \
	bash tests/lint/funclen.sh -l $(FUNC_MAX) src || \
	    { echo "lint: functions over $(FUNC_MAX) lines"; st=1; }; \
	exit $$st

install: $(BIN) $(MOS)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
	    $(DESTDIR)$(MANDIR)/man7 $(DESTDIR)$(MANDIR)/pl/man1 $(DESTDIR)$(MANDIR)/pl/man5 \
	    $(DESTDIR)$(MANDIR)/pl/man7
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/referee
	for m in $(MANS); do \
	  s=$${m##*.}; install -m 644 $$m $(DESTDIR)$(MANDIR)/man$$s/; done
	for m in $(MANS_PL); do \
	  s=$${m##*.}; install -d $(DESTDIR)$(MANDIR)/pl/man$$s && \
	  install -m 644 $$m $(DESTDIR)$(MANDIR)/pl/man$$s/ || exit 1; done
	for mo in $(MOS); do \
	  l=$${mo#build/locale/}; l=$${l%%/*}; \
	  install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
	  install -m 644 $$mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/referee.mo || exit 1; done
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions
	./$(BIN) completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/referee
	./$(BIN) completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_referee

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/referee
	for m in $(MANS); do \
	  s=$${m##*.}; rm -f $(DESTDIR)$(MANDIR)/man$$s/$$(basename $$m); done
	for m in $(MANS_PL); do \
	  s=$${m##*.}; rm -f $(DESTDIR)$(MANDIR)/pl/man$$s/$$(basename $$m); done
	for mo in $(MOS); do \
	  l=$${mo#build/locale/}; l=$${l%%/*}; \
	  rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/referee.mo; done
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/referee \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_referee

clean:
	rm -rf build referee

-include $(shell find build -name '*.d' 2>/dev/null)
