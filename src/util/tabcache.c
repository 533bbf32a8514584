/*
 * A table of doubles computed once for a key text and kept in a cache file
 * (the dice solver's, issue 17): named by a hash of the text, written
 * atomically, and checked against the text and its own hash when read.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "kv.h"
#include "tabcache.h"
#include "util.h"

#define CACHE_MAGIC	"REFDSOL1"
#define CACHE_HEAD	40	/* magic 8, endian 4, sizeof(double) 4, count 8, text 8, sum 8 */

void
tabcache_key(const struct kv_game *kg, const void *obj, struct strbuf *out)
{
	struct strbuf	 all = { 0 };
	const char	*p, *q;

	kv_print(kg, NULL, obj, &all);
	for (p = sb_str(&all); *p; p = *q ? q + 1 : q) {
		q = strchr(p, '\n');
		if (q == NULL)
			q = p + strlen(p);
		if (*p != '#' && q > p) {
			sb_addn(out, p, (size_t)(q - p));
			sb_addc(out, '\n');
		}
	}
	sb_free(&all);
}

/* FNV-1a over bytes, then over 64-bit words (the table: fast enough for 8 MiB). */
static uint64_t
hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	while (n--)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}

static uint64_t
hash_words(uint64_t h, const double *d, size_t n)
{
	uint64_t w;
	size_t	 i;

	for (i = 0; i < n; i++) {
		memcpy(&w, &d[i], sizeof(w));
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 29;
	}
	return h;
}

static void
put64(unsigned char *p, uint64_t v)
{
	memcpy(p, &v, sizeof(v));
}

static uint64_t
get64(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

int
tabcache_path(const char *kind, const char *text, char *path, size_t size, char *dir,
    size_t dsize)
{
	const char	*xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	/* A home too long for the buffers has no cache (never a cut path). */
	if ((xdg != NULL && xdg[0] == '/' && strlen(xdg) + 64 > dsize) ||
	    (home != NULL && strlen(home) + 64 > dsize) || dsize + 64 > size)
		return -1;
	if (xdg != NULL && xdg[0] == '/')
		fmt_buf(dir, dsize, NT_("%s/referee"), xdg);
	else if (home != NULL && home[0] != '\0')
		fmt_buf(dir, dsize, NT_("%s/.cache/referee"), home);
	else
		return -1;
	fmt_buf(path, size, NT_("%s/%s-%016llx.bin"), dir, kind,
	    (unsigned long long)hash_bytes(0xcbf29ce484222325ULL, text, strlen(text)));
	return 0;
}

static int
read_all(int fd, void *buf, size_t n)
{
	unsigned char	*p = buf;
	ssize_t		 k;

	while (n > 0) {
		if ((k = read(fd, p, n)) <= 0) {
			if (k < 0 && errno == EINTR)
				continue;
			return -1;
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

static int
write_all(int fd, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	ssize_t		 k;

	while (n > 0) {
		if ((k = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
tabcache_load(const char *path, const char *text, double *tab, size_t n)
{
	unsigned char	 head[CACHE_HEAD];
	struct stat	 sb;
	size_t		 tlen = strlen(text);
	uint32_t	 endian = 0x01020304, dsize = sizeof(double);
	char		*t = NULL;
	uint64_t	 h;
	int		 fd, rc = -1;

	if ((fd = open(path, O_RDONLY)) == -1)
		return errno == ENOENT ? 1 : -1;
	if (fstat(fd, &sb) == -1 ||
	    (uint64_t)sb.st_size != CACHE_HEAD + tlen + n * sizeof(double) ||
	    read_all(fd, head, sizeof(head)) == -1 ||
	    memcmp(head, CACHE_MAGIC, 8) != 0 || memcmp(head + 8, &endian, 4) != 0 ||
	    memcmp(head + 12, &dsize, 4) != 0 || get64(head + 16) != n ||
	    get64(head + 24) != tlen)
		goto out;
	t = xcalloc(1, tlen + 1);
	if (read_all(fd, t, tlen) == -1 || memcmp(t, text, tlen) != 0 ||
	    read_all(fd, tab, n * sizeof(double)) == -1)
		goto out;
	h = hash_words(hash_bytes(0xcbf29ce484222325ULL, t, tlen), tab, n);
	if (h == get64(head + 32))
		rc = 0;
out:
	free(t);
	close(fd);
	return rc;
}

int
tabcache_save(const char *dir, const char *path, const char *text, const double *tab,
    size_t n)
{
	unsigned char	 head[CACHE_HEAD];
	size_t		 tlen = strlen(text);
	uint32_t	 endian = 0x01020304, dsize = sizeof(double);
	char		 tmp[4200], parent[4200], *slash;
	int		 fd, e;

	fmt_buf(parent, sizeof(parent), "%s", dir);
	if ((slash = strrchr(parent, '/')) != NULL && slash != parent) {
		*slash = '\0';
		if (mkdir(parent, 0755) == -1 && errno != EEXIST)
			return -1;
	}
	if (mkdir(dir, 0755) == -1 && errno != EEXIST)
		return -1;
	memcpy(head, CACHE_MAGIC, 8);
	memcpy(head + 8, &endian, 4);
	memcpy(head + 12, &dsize, 4);
	put64(head + 16, n);
	put64(head + 24, tlen);
	put64(head + 32, hash_words(hash_bytes(0xcbf29ce484222325ULL, text, tlen),
	    tab, n));
	fmt_buf(tmp, sizeof(tmp), NT_("%s.tmp.%ld"), path, (long)getpid());
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == -1)
		return -1;
	if (write_all(fd, head, sizeof(head)) == -1 || write_all(fd, text, tlen) == -1 ||
	    write_all(fd, tab, n * sizeof(double)) == -1 || fsync(fd) == -1) {
		e = errno;
		close(fd);
		unlink(tmp);
		errno = e;
		return -1;
	}
	if (close(fd) == -1 || rename(tmp, path) == -1) {
		e = errno;
		unlink(tmp);
		errno = e;
		return -1;
	}
	return 0;
}

void
tabcache_fill(const char *kind, const char *text, double *tab, size_t n,
    void (*fill)(void *), void *ctx, void (*warn)(const char *path, int errnum))
{
	char	 path[4200], dir[4096];
	int	 rc;

	if (tabcache_path(kind, text, path, sizeof(path), dir, sizeof(dir)) == -1) {
		fill(ctx);
		return;
	}
	if ((rc = tabcache_load(path, text, tab, n)) == 0)
		return;
	if (rc == -1)
		warn(path, 0);
	fill(ctx);
	if (tabcache_save(dir, path, text, tab, n) == -1)
		warn(path, errno);
}
