/*
 * Terminal lines through libedit (lineedit.h). libedit is opened on the
 * first line typed, not linked: loading it with libtinfo, libbsd and libmd
 * was a tenth of the CPU time of every command's start (tests/bench/run.sh's
 * baska legal), and only enter and live play at a terminal read lines
 * through it. LIBEDIT_LIB names it where its soname differs. libedit
 * missing is fatal, as it was when the loader refused to start the tool,
 * only later.
 */
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <editline/readline.h>

#include "../util/dynlib.h"
#include "../util/i18n.h"
#include "../util/util.h"
#include "lineedit.h"

#ifndef LIBEDIT_LIB
#define LIBEDIT_LIB	"libedit.so.2"
#endif

static struct {
	int				 loaded;
	__typeof__(readline)		*readline;
	__typeof__(add_history)		*add_history;
} edit;

static void
edit_load(void)
{
	void	*h;

	if (edit.loaded)
		return;
	h = dynlib_open(LIBEDIT_LIB, "libedit");
	DYNLIB_FN(h, "readline", "libedit", edit.readline);
	DYNLIB_FN(h, "add_history", "libedit", edit.add_history);
	edit.loaded = 1;
}

char *
lineedit_read(const char *prompt)
{
	char	*s;

	edit_load();
	fflush(stdout);
	if (setlocale(LC_CTYPE, "") == NULL)	/* a locale not generated */
		setlocale(LC_CTYPE, "C.UTF-8");
	s = edit.readline(prompt);
	setlocale(LC_CTYPE, "C");
	return s;
}

void
lineedit_remember(const char *line)
{
	edit_load();
	edit.add_history(line);
}

static char			 int_line[256];
static volatile sig_atomic_t	 int_len;

static void
int_say(int sig)
{
	ssize_t	 w = write(STDOUT_FILENO, int_line, (size_t)int_len);

	(void)w;
	signal(sig, SIG_DFL);
	raise(sig);
}

void
lineedit_on_interrupt(const char *line)
{
	static int	 set;

	int_len = 0;
	if (line != NULL) {
		snprintf(int_line, sizeof(int_line), "%s", line);
		int_len = (sig_atomic_t)strlen(int_line);
	}
	if (!set) {
		fflush(stdout);
		signal(SIGINT, int_say);
		set = 1;
	}
}
