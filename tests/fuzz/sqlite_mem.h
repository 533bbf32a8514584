/*
 * SQLite's memory in a fuzz target that runs it over and over (fuzz_verify,
 * fuzz_import). Debian's SQLite is built without lookaside, so every
 * allocation of a statement's run and every compile goes to malloc: under
 * AddressSanitizer that is its allocator, with a stack trace taken at every
 * malloc and free, about a third of those targets' time.
 *
 * fuzz_sqlite_mem() gives SQLite an allocator of its own instead: glibc's
 * malloc (its real one, __libc_malloc, not the one ASan intercepts) with
 * what ASan would check kept: a poisoned redzone on each side of every block,
 * so a read past either end of a column's text is reported, and a block
 * freed stays poisoned while the next QUARANTINE frees go by, so a pointer
 * kept past sqlite3_step or sqlite3_reset is reported when it is read. What
 * is lost is the stack of the allocation and the free in the report.
 *
 * Without AddressSanitizer it does nothing: SQLite keeps its own allocator.
 */
#ifndef FUZZ_SQLITE_MEM_H
#define FUZZ_SQLITE_MEM_H

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FUZZ_SQLITE_MEM_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define FUZZ_SQLITE_MEM_ASAN 1
#endif

#ifdef FUZZ_SQLITE_MEM_ASAN
#include <sanitizer/asan_interface.h>

void	*__libc_malloc(size_t);
void	 __libc_free(void *);

#define SM_HEAD		16	/* the size of the block, unpoisoned */
#define SM_ZONE		16	/* poisoned, on each side */
#define QUARANTINE	256	/* frees a block stays poisoned for */

static struct {
	char	*block;
	size_t	 size;
}		 sm_quarantine[QUARANTINE];
static size_t	 sm_next;

static size_t
sm_round(size_t n)
{
	return (n + 15) & ~(size_t)15;
}

static void *
sm_malloc(int n)
{
	size_t	 size = n > 0 ? (size_t)n : 1;
	char	*b = __libc_malloc(SM_HEAD + SM_ZONE + sm_round(size) + SM_ZONE);

	if (b == NULL)
		return NULL;
	memcpy(b, &size, sizeof(size));
	ASAN_POISON_MEMORY_REGION(b + SM_HEAD, SM_ZONE);
	ASAN_UNPOISON_MEMORY_REGION(b + SM_HEAD + SM_ZONE, size);
	ASAN_POISON_MEMORY_REGION(b + SM_HEAD + SM_ZONE + size, sm_round(size) - size + SM_ZONE);
	return b + SM_HEAD + SM_ZONE;
}

static size_t
sm_size_of(void *p)
{
	size_t	 size;

	memcpy(&size, (char *)p - SM_ZONE - SM_HEAD, sizeof(size));
	return size;
}

static void
sm_free(void *p)
{
	char	*b, *old;
	size_t	 size;

	if (p == NULL)
		return;
	b = (char *)p - SM_ZONE - SM_HEAD;
	size = sm_size_of(p);
	ASAN_POISON_MEMORY_REGION(p, sm_round(size));
	if ((old = sm_quarantine[sm_next].block) != NULL) {
		ASAN_UNPOISON_MEMORY_REGION(old, SM_HEAD + SM_ZONE +
		    sm_round(sm_quarantine[sm_next].size) + SM_ZONE);
		__libc_free(old);
	}
	sm_quarantine[sm_next].block = b;
	sm_quarantine[sm_next].size = size;
	sm_next = (sm_next + 1) % QUARANTINE;
}

static void *
sm_realloc(void *p, int n)
{
	void	*q = sm_malloc(n);
	size_t	 old;

	if (q != NULL && p != NULL) {
		old = sm_size_of(p);
		memcpy(q, p, old < (size_t)n ? old : (size_t)n);
		sm_free(p);
	}
	return q;
}

static int
sm_size(void *p)
{
	return p != NULL ? (int)sm_size_of(p) : 0;
}

static int
sm_roundup(int n)
{
	return n;
}

static int
sm_init(void *arg)
{
	(void)arg;
	return SQLITE_OK;
}

static void
sm_shutdown(void *arg)
{
	(void)arg;
}

/* Before anything else of SQLite: SQLITE_OK, or what sqlite3_config returned. */
static int
fuzz_sqlite_mem(void)
{
	static const sqlite3_mem_methods m = { sm_malloc, sm_free, sm_realloc, sm_size,
	    sm_roundup, sm_init, sm_shutdown, NULL };

	return sqlite3_config(SQLITE_CONFIG_MALLOC, &m);
}
#else
static int
fuzz_sqlite_mem(void)
{
	return SQLITE_OK;
}
#endif

#endif
