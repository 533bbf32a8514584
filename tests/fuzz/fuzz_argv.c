/*
 * Fuzz target: the command line. The input is split at NUL bytes into argv
 * words (at most MAX_WORDS; an empty input is no words), and the words run
 * through what main() does: the global options (--db, --help, --version),
 * the command table and cli_run, in-process, with standard output and
 * standard error in memory streams and standard input at its end.
 *
 * Every input starts from the same league: a database file made once by
 * LLVMFuzzerInitialize (an event with a seated table and two deals, a dice
 * event, a spare player) and written back before each input into a scratch
 * directory that each input runs in (chdir there and back), emptied of whatever the last
 * input wrote (outputs, --db files, published sites). A word holding '/' is
 * not run, so no input reads or writes outside that directory.
 *
 * Checked after each input:
 *   - the exit status is one of 0, 1, 2, 3 (design/cli.md);
 *   - a command that fails says something on standard error;
 *   - what the command printed ends where it should: no output line is
 *     longer than every argument, the template's names and a fixed margin
 *     together (a message that read past the end of a buffer would be).
 * AddressSanitizer and UBSan do the rest (the stack buffers of issue 27).
 *
 * Commands that compute for seconds whatever their arguments (the dice
 * solver behind dice advise and dice analyse, baska legal --solve, draw's
 * seating search) are not run: libFuzzer would report them as hangs. Their
 * argument parsing is reached by the other commands' shared option code.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <getopt.h>

#include "../../src/cli/cli.h"
#include "../../src/cli/commands.h"
#include "../../src/util/util.h"

int	 LLVMFuzzerInitialize(int *, char ***);
int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define MAX_WORDS	64

/* In memory where there is a tmpfs: a write command's fsyncs are then free. */
static char	 scratch[] = "/dev/shm/referee-fuzz-argv.XXXXXX";
static char	 scratch_tmp[] = "/tmp/referee-fuzz-argv.XXXXXX";
static char	*scratch_dir = scratch;
static int	 home_fd = -1;	/* the directory the fuzzer was started in */
static char	*template;
static size_t	 template_len;

static void __attribute__((noreturn))
die(const char *what)
{
	perror(what);
	abort();
}

/* Removes everything inside directory path (not path itself). */
static void
empty_dir(const char *path)
{
	DIR		*d;
	struct dirent	*de;
	struct stat	 st;
	char		*p;

	if ((d = opendir(path)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		p = xmalloc(strlen(path) + strlen(de->d_name) + 2);
		sprintf(p, "%s/%s", path, de->d_name);
		if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
			chmod(p, 0700);
			empty_dir(p);
			rmdir(p);
		} else
			unlink(p);
		free(p);
	}
	closedir(d);
}

static void
cleanup(void)
{
	empty_dir(scratch_dir);
	rmdir(scratch_dir);
}

/* What main() does with the words, returning its exit status instead of exiting. */
static int
run_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "db", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct command	*c;
	char			 hint[256];
	int			 ch;

	cli_db_path = "referee.db";
	cli_db_create = 0;
	cli_getopt_reset();
	while ((ch = getopt_long(argc, argv, "+d:hV", longopts, NULL)) != -1)
		switch (ch) {
		case 'd':
			cli_db_path = optarg;
			break;
		case 'h':
			cli_main_usage(stdout);
			return EXIT_OK;
		case 'V':
			return cmd_version(0, NULL);
		default:
			cli_main_usage(stderr);
			return EXIT_USAGE;
		}
	argc -= optind;
	argv += optind;
	if (argc == 0) {
		cli_main_usage(stderr);
		return EXIT_USAGE;
	}
	if ((c = cli_find(cli_commands(), argv[0])) == NULL) {
		if (cli_suggest(cli_commands(), argv[0], hint, sizeof(hint)) > 0)
			return cli_errx(EXIT_USAGE, "unknown command '%s'; did you mean %s?",
			    argv[0], hint);
		return cli_errx(EXIT_USAGE, "unknown command '%s'", argv[0]);
	}
	return cli_run(c, "referee", argc, argv);
}

/* Whether the words name a command that computes for seconds (see the top). */
static int
slow(int argc, char **argv)
{
	int	 i, dice = 0, baska = 0;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "draw") == 0)
			return 1;
		dice |= strcmp(argv[i], "dice") == 0;
		baska |= strcmp(argv[i], "baska") == 0;
		if (dice && (strcmp(argv[i], "advise") == 0 || strcmp(argv[i], "analyse") == 0))
			return 1;
		/* --solve, or a prefix getopt_long takes for it */
		if (baska && strncmp(argv[i], "--so", 4) == 0)
			return 1;
	}
	return 0;
}

/* Runs the words with the streams in memory; the exit status, stdout and stderr. */
static int
run(int argc, char **argv, char **out, size_t *outlen, char **err, size_t *errlen)
{
	FILE	*in, *o, *e, *saved_in = stdin, *saved_out = stdout, *saved_err = stderr;
	int	 rc;

	if ((in = fopen("/dev/null", "r")) == NULL || (o = open_memstream(out, outlen)) == NULL ||
	    (e = open_memstream(err, errlen)) == NULL)
		die("streams");
	stdin = in;
	stdout = o;
	stderr = e;
	rc = run_main(argc, argv);
	stdin = saved_in;
	stdout = saved_out;
	stderr = saved_err;
	fclose(in);
	fclose(o);
	fclose(e);
	return rc;
}

/* A fresh copy of the template league in the scratch directory. */
static void
reset(void)
{
	FILE	*f;

	empty_dir(".");
	if ((f = fopen("referee.db", "wb")) == NULL ||
	    fwrite(template, 1, template_len, f) != template_len || fclose(f) != 0)
		die("referee.db");
}

/* Runs one command of the template; aborts when it fails. */
static void
setup(const char *const *words)
{
	char	*argv[MAX_WORDS + 2], *out = NULL, *err = NULL;
	size_t	 outlen, errlen;
	int	 argc;

	argv[0] = (char *)"referee";
	for (argc = 1; words[argc - 1] != NULL; argc++)
		argv[argc] = (char *)(uintptr_t)words[argc - 1];
	argv[argc] = NULL;
	if (run(argc, argv, &out, &outlen, &err, &errlen) != 0) {
		fprintf(stderr, "fuzz_argv: the template failed at %s %s: %s", words[0],
		    words[1], err);
		abort();
	}
	free(out);
	free(err);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *const cmds[][20] = {
		{ "event", "add", "--deals", "4", "--date", "2026-03-01", "GP", NULL },
		{ "table", "seat", "GP", "--session", "1", "--table", "1", "--new", "Ala", "Bartek",
		  "Celina", "Darek", NULL },
		{ "deal", "add", "GP", "--session", "1", "--table", "1", "--deal", "1", "--contract",
		  "zwykla", "--declarer", "1", "--partner", "3", "--eyes", "70", NULL },
		{ "deal", "add", "GP", "--session", "1", "--table", "1", "--deal", "2", "--contract",
		  "gran", "--declarer", "2", "--eyes", "40", NULL },
		{ "player", "add", "Ewa Labuda", NULL },
		{ "event", "add", "--game", "dice", "Kości", NULL },
	};
	FILE	*f;
	size_t	 i;
	long	 n;

	(void)argc;
	(void)argv;
	setenv("REFEREE_USER", "fuzz", 1);
	setenv("SOURCE_DATE_EPOCH", "1772323200", 1);
	unsetenv("REFEREE_EVENT");
	unsetenv("REFEREE_DB");
	if (mkdtemp(scratch) == NULL && mkdtemp(scratch_dir = scratch_tmp) == NULL)
		die(scratch_dir);
	if ((home_fd = open(".", O_RDONLY | O_DIRECTORY)) == -1 || chdir(scratch_dir) == -1 ||
	    atexit(cleanup) != 0)
		die(scratch_dir);
	/* the dice solver's cache, should a command reach it */
	setenv("XDG_CACHE_HOME", scratch_dir, 1);
	setenv("HOME", scratch_dir, 1);
	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		setup(cmds[i]);
	if ((f = fopen("referee.db", "rb")) == NULL || fseek(f, 0, SEEK_END) == -1 ||
	    (n = ftell(f)) <= 0 || fseek(f, 0, SEEK_SET) == -1)
		die("the template");
	template_len = (size_t)n;
	template = xmalloc(template_len);
	if (fread(template, 1, template_len, f) != template_len)
		die("the template");
	fclose(f);
	if (fchdir(home_fd) == -1)	/* the inputs' paths are the fuzzer's */
		die("fchdir");
	return 0;
}

/* The longest line of s[0..n). */
static size_t
longest_line(const char *s, size_t n)
{
	size_t	 i, start = 0, max = 0;

	for (i = 0; i <= n; i++)
		if (i == n || s[i] == '\n') {
			if (i - start > max)
				max = i - start;
			start = i + 1;
		}
	return max;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	*text, *argv[MAX_WORDS + 2], *out = NULL, *err = NULL;
	size_t	 i, outlen = 0, errlen = 0, bound;
	int	 argc = 1, rc;

	if (template == NULL)
		LLVMFuzzerInitialize(NULL, NULL);
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	argv[0] = (char *)"referee";
	for (i = 0; i < size && argc <= MAX_WORDS; i += strlen(text + i) + 1)
		argv[argc++] = text + i;
	argv[argc] = NULL;
	if (memchr(data, '/', size) != NULL || slow(argc, argv)) {
		free(text);
		return 0;
	}
	if (chdir(scratch_dir) == -1)
		die(scratch_dir);
	reset();
	rc = run(argc, argv, &out, &outlen, &err, &errlen);
	if (fchdir(home_fd) == -1)
		die("fchdir");
	if (rc < 0 || rc > 3) {
		fprintf(stderr, "fuzz_argv: exit %d\n", rc);
		abort();
	}
	if (rc != 0 && errlen == 0) {
		fprintf(stderr, "fuzz_argv: exit %d with nothing on stderr\n", rc);
		abort();
	}
	/* every argument whole, twice, plus a help page's or a protocol's widest line */
	bound = 2 * size + 4096;
	if (longest_line(out, outlen) > bound || longest_line(err, errlen) > bound) {
		fprintf(stderr, "fuzz_argv: an output line longer than %zu bytes\n", bound);
		abort();
	}
	free(out);
	free(err);
	free(text);
	return 0;
}
