/*
 * A shared library opened on its first use (dlopen) instead of linked, for
 * what only some commands need (ICU, libedit): the start of every other
 * command does not pay for loading it. Missing when it is needed is fatal,
 * as it was when the loader refused to start the tool, only later: exit 3
 * with "referee: cannot load WHAT: why".
 */
#ifndef REFEREE_UTIL_DYNLIB_H
#define REFEREE_UTIL_DYNLIB_H

#include <stddef.h>

/* The library file (a soname), what the message calls it ("ICU"). */
void	*dynlib_open(const char *file, const char *what);

/*
 * The function sym of h stored into *fn, a function pointer of size bytes
 * (dlsym's object pointer copied into it, as POSIX allows).
 */
void	 dynlib_fn(void *h, const char *sym, const char *what, void *fn, size_t size);

#define DYNLIB_FN(h, sym, what, dst)	dynlib_fn((h), (sym), (what), &(dst), sizeof(dst))

#endif
