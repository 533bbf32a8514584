/* Libraries opened on their first use (dynlib.h). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dynlib.h"
#include "i18n.h"
#include "util.h"

static void
dynlib_fail(const char *what)
{
	const char	*why = dlerror();

	fprintf(stderr, _("referee: cannot load %s: %s\n"), what, why != NULL ? why : "?");
	exit(EXIT_SYS);
}

void *
dynlib_open(const char *file, const char *what)
{
	void	*h;

	if ((h = dlopen(file, RTLD_LAZY | RTLD_LOCAL)) == NULL)
		dynlib_fail(what);
	return h;
}

void
dynlib_fn(void *h, const char *sym, const char *what, void *fn, size_t size)
{
	void	*p;

	if ((p = dlsym(h, sym)) == NULL || size != sizeof(p))
		dynlib_fail(what);
	memcpy(fn, &p, sizeof(p));
}
