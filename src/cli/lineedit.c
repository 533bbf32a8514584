/*
 * Terminal lines through libedit (lineedit.h). libedit is opened on the
 * first line typed, not linked: loading it with libtinfo, libbsd and libmd
 * was a tenth of the CPU time of every command's start (tests/bench/run.sh's
 * baska legal), and only enter and live play at a terminal read lines
 * through it. LIBEDIT_LIB names it where its soname differs. libedit
 * missing is fatal, as it was when the loader refused to start the tool,
 * only later.
 */
#include <dlfcn.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <editline/readline.h>

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
edit_fail(const char *why)
{
	fprintf(stderr, _("referee: cannot load libedit: %s\n"), why);
	exit(EXIT_SYS);
}

/* dlsym's object pointer into a function pointer, as POSIX allows. */
#define EDIT_LOOK(h, f) do {						\
	void *p_ = dlsym((h), #f);					\
									\
	if (p_ == NULL)							\
		edit_fail(dlerror());					\
	memcpy(&edit.f, &p_, sizeof(p_));				\
} while (0)

static void
edit_load(void)
{
	void	*h;

	if (edit.loaded)
		return;
	if ((h = dlopen(LIBEDIT_LIB, RTLD_LAZY | RTLD_LOCAL)) == NULL)
		edit_fail(dlerror());
	EDIT_LOOK(h, readline);
	EDIT_LOOK(h, add_history);
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
