/* The referee's signing key and the league's keys file (keys.h). */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "keys.h"

#define KEY_LINE_MAX	1024	/* bytes of a line of a keys file */
#define PUBLIC_WORD	"referee-key"
#define SECRET_WORD	"referee-secret-key"

int
key_dir(char *buf, size_t size, struct errbuf *err)
{
	const char	*s;
	int		 n;

	if ((s = getenv("REFEREE_KEY_DIR")) != NULL && *s != '\0')
		n = snprintf(buf, size, "%s", s);
	else if ((s = getenv("XDG_CONFIG_HOME")) != NULL && *s == '/')
		n = snprintf(buf, size, NT_("%s/referee"), s);
	else if ((s = getenv("HOME")) != NULL && *s != '\0')
		n = snprintf(buf, size, NT_("%s/.config/referee"), s);
	else
		return err_set(err, 0, 0, _("no key directory: set HOME or REFEREE_KEY_DIR"));
	if (n < 0 || (size_t)n >= size)
		return err_set(err, 0, 0, _("the key directory's path is too long"));
	return 0;
}

int
key_name_ok(const char *s)
{
	size_t	 i;

	for (i = 0; s[i] != '\0'; i++)
		if ((unsigned char)s[i] <= ' ' || s[i] == 0x7f)
			return 0;
	return i > 0 && i < KEY_NAME_MAX;
}

void
key_public_b64(const unsigned char pk[KEY_PUBLIC], char out[KEY_B64])
{
	sodium_bin2base64(out, KEY_B64, pk, KEY_PUBLIC, sodium_base64_VARIANT_ORIGINAL);
}

/* The n bytes of the base64 text s (of len characters, all of them used). 0 or -1. */
static int
b64_exact(const char *s, size_t len, unsigned char *out, size_t n)
{
	size_t	 got;
	const char *end;

	if (len != sodium_base64_encoded_len(n, sodium_base64_VARIANT_ORIGINAL) - 1)
		return -1;
	if (sodium_base642bin(out, n, s, len, NULL, &got, &end,
	    sodium_base64_VARIANT_ORIGINAL) != 0 || got != n || end != s + len)
		return -1;
	return 0;
}

int
key_public_parse(const char *s, size_t len, unsigned char pk[KEY_PUBLIC])
{
	return b64_exact(s, len, pk, KEY_PUBLIC);
}

void
key_fingerprint(const unsigned char pk[KEY_PUBLIC], char out[KEY_FPR])
{
	unsigned char	 h[32];
	char		 hex[65];

	crypto_generichash(h, sizeof(h), pk, KEY_PUBLIC, NULL, 0);
	sodium_bin2hex(hex, sizeof(hex), h, sizeof(h));
	memcpy(out, hex, KEY_FPR - 1);
	out[KEY_FPR - 1] = '\0';
}

/* The length of the field at s (up to a space, tab or the end). */
static size_t
field_len(const char *s)
{
	return strcspn(s, " \t");
}

static const char *
skip_blank(const char *s)
{
	return s + strspn(s, " \t");
}

/*
 * One line "WORD NAME BASE64" of n key bytes: 1 with name and out, 0 for a
 * blank or '#' line, -1 with err at line lineno.
 */
static int
key_line(const char *line, int lineno, const char *word, size_t n, char name[KEY_NAME_MAX],
    unsigned char *out, struct errbuf *err)
{
	const char	*p = skip_blank(line);
	size_t		 len;

	if (*p == '\0' || *p == '#')
		return 0;
	len = field_len(p);
	if (len != strlen(word) || memcmp(p, word, len) != 0)
		return err_set(err, lineno, (int)(p - line) + 1, _("expected '%s NAME KEY'"), word);
	p = skip_blank(p + len);
	len = field_len(p);
	if (len == 0 || len >= KEY_NAME_MAX)
		return err_set(err, lineno, (int)(p - line) + 1,
		    _("expected a key's name (1 to %d bytes)"), KEY_NAME_MAX - 1);
	memcpy(name, p, len);
	name[len] = '\0';
	p = skip_blank(p + len);
	len = field_len(p);
	if (b64_exact(p, len, out, n) == -1)
		return err_set(err, lineno, (int)(p - line) + 1,
		    _("expected a key of %zu bytes in base64 (%zu characters)"), n,
		    sodium_base64_encoded_len(n, sodium_base64_VARIANT_ORIGINAL) - 1);
	p = skip_blank(p + len);
	if (*p != '\0')
		return err_set(err, lineno, (int)(p - line) + 1, _("expected the end of the line"));
	return 1;
}

/*
 * Reads the lines of fp, each given to fn with its number; a line longer
 * than KEY_LINE_MAX or holding a NUL byte is an error. 0 or -1 with err.
 */
static int
lines_read(FILE *fp, int (*fn)(void *, const char *, int, struct errbuf *), void *arg,
    struct errbuf *err)
{
	char	 buf[KEY_LINE_MAX + 2];
	size_t	 len;
	int	 lineno = 0;

	while (fgets(buf, sizeof(buf), fp) != NULL) {
		lineno++;
		len = strlen(buf);
		if (len > 0 && buf[len - 1] == '\n')
			buf[--len] = '\0';
		else if (!feof(fp))
			return err_set(err, lineno, KEY_LINE_MAX + 1,
			    _("a line longer than %d bytes"), KEY_LINE_MAX);
		if (len > 0 && buf[len - 1] == '\r')
			buf[--len] = '\0';
		if (memchr(buf, '\0', len) != NULL)
			return err_set(err, lineno, (int)strlen(buf) + 1, _("a NUL byte"));
		if (fn(arg, buf, lineno, err) == -1)
			return -1;
	}
	if (ferror(fp))
		return err_set(err, 0, 0, "%s", strerror(errno));
	return 0;
}

static int
list_line(void *arg, const char *line, int lineno, struct errbuf *err)
{
	struct key_list	*l = arg;
	unsigned char	 pk[KEY_PUBLIC];
	char		 name[KEY_NAME_MAX];
	int		 rc;

	if ((rc = key_line(line, lineno, PUBLIC_WORD, KEY_PUBLIC, name, pk, err)) != 1)
		return rc;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->pk = xreallocarray(l->pk, l->cap, sizeof(*l->pk));
		l->name = xreallocarray(l->name, l->cap, sizeof(*l->name));
	}
	memcpy(l->name[l->n], name, KEY_NAME_MAX);
	memcpy(l->pk[l->n++], pk, KEY_PUBLIC);
	return 0;
}

int
key_list_read(const char *file, struct key_list *l, struct errbuf *err)
{
	FILE	*fp;
	int	 rc;

	if ((fp = fopen(file, "r")) == NULL)
		return err_set(err, 0, 0, "%s", strerror(errno));
	rc = lines_read(fp, list_line, l, err);
	fclose(fp);
	return rc;
}

void
key_list_free(struct key_list *l)
{
	free(l->pk);
	free(l->name);
	memset(l, 0, sizeof(*l));
}

int
key_list_has(const struct key_list *l, const unsigned char pk[KEY_PUBLIC])
{
	size_t	 i;

	for (i = 0; i < l->n; i++)
		if (memcmp(l->pk[i], pk, KEY_PUBLIC) == 0)
			return 1;
	return 0;
}

const char *
key_list_name(const struct key_list *l, const unsigned char pk[KEY_PUBLIC])
{
	size_t	 i;

	for (i = 0; i < l->n; i++)
		if (memcmp(l->pk[i], pk, KEY_PUBLIC) == 0)
			return l->name[i];
	return NULL;
}

struct secret_read {
	struct key_pair	*kp;
	int		 found;
};

static int
secret_line(void *arg, const char *line, int lineno, struct errbuf *err)
{
	struct secret_read *r = arg;
	int		 rc;

	if ((rc = key_line(line, lineno, SECRET_WORD, KEY_SECRET, r->kp->name, r->kp->sk,
	    err)) != 1)
		return rc;
	if (r->found)
		return err_set(err, lineno, 1, _("a second key (one key a file)"));
	r->found = 1;
	crypto_sign_ed25519_sk_to_pk(r->kp->pk, r->kp->sk);
	return 0;
}

int
key_load(const char *dir, struct key_pair *kp, char *path, size_t size, struct errbuf *err)
{
	struct secret_read r;
	struct stat	 st;
	FILE	*fp;
	int	 rc;

	memset(kp, 0, sizeof(*kp));
	r.kp = kp;
	r.found = 0;
	snprintf(path, size, "%s/%s", dir, KEY_FILE);
	if ((fp = fopen(path, "r")) == NULL) {
		if (errno == ENOENT)
			return 0;
		return err_set(err, 0, 0, "%s", strerror(errno));
	}
	/* As ssh does: a secret others can read may be anyone's by now. */
	if (fstat(fileno(fp), &st) == 0 && (st.st_mode & 077) != 0) {
		fclose(fp);
		return err_set(err, 0, 0, _("the secret key can be read or written by others"
		    " (mode %04o): refusing to sign with it ('chmod 600' it, or make a new one)"),
		    (unsigned)(st.st_mode & 07777));
	}
	rc = lines_read(fp, secret_line, &r, err);
	fclose(fp);
	if (rc == 0 && !r.found)
		rc = err_set(err, 0, 0, _("no key in the file"));
	if (rc == -1) {
		sodium_memzero(kp, sizeof(*kp));
		return -1;
	}
	return 1;
}

/* Makes dir and its missing parents, mode 0700. 0 or -1 with err. */
static int
mkdirs(const char *dir, struct errbuf *err)
{
	char	*p, *s = xstrdup(dir), c;
	int	 rc = 0;

	for (p = s + 1; rc == 0; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		c = *p;
		*p = '\0';
		if (mkdir(s, 0700) == -1 && errno != EEXIST)
			rc = err_set(err, 0, 0, "%s: %s", s, strerror(errno));
		*p = c;
		if (c == '\0')
			break;
	}
	free(s);
	return rc;
}

/* Writes the secret key of kp to a new file path (mode 0600). 0 or -1 with err. */
static int
secret_write(const char *path, const struct key_pair *kp, struct errbuf *err)
{
	char	 b64[sodium_base64_ENCODED_LEN(KEY_SECRET, sodium_base64_VARIANT_ORIGINAL)];
	FILE	*fp;
	int	 fd, rc;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600)) == -1)
		return err_set(err, 0, 0, "%s: %s", path, strerror(errno));
	if ((fp = fdopen(fd, "w")) == NULL) {
		close(fd);
		unlink(path);
		return err_set(err, 0, 0, "%s: %s", path, strerror(errno));
	}
	sodium_bin2base64(b64, sizeof(b64), kp->sk, KEY_SECRET, sodium_base64_VARIANT_ORIGINAL);
	rc = fprintf(fp, "%s %s %s\n", SECRET_WORD, kp->name, b64) < 0;
	sodium_memzero(b64, sizeof(b64));
	if (fflush(fp) != 0 || fsync(fileno(fp)) != 0)
		rc = 1;
	if (fclose(fp) != 0 || rc) {
		unlink(path);
		return err_set(err, 0, 0, "%s: %s", path, strerror(errno));
	}
	return 0;
}

int
key_new(const char *dir, const char *name, int force, struct key_pair *kp, char *path,
    size_t size, struct errbuf *err)
{
	char		 tmp[4096];
	struct stat	 sb;
	int		 e;

	if ((size_t)snprintf(path, size, "%s/%s", dir, KEY_FILE) >= size ||
	    (size_t)snprintf(tmp, sizeof(tmp), NT_("%s/%s.new"), dir, KEY_FILE) >= sizeof(tmp))
		return err_set(err, 0, 0, _("the key directory's path is too long"));
	if (mkdirs(dir, err) == -1)
		return -1;
	if (!force && lstat(path, &sb) == 0)
		return 1;
	memset(kp, 0, sizeof(*kp));
	snprintf(kp->name, sizeof(kp->name), "%s", name);
	crypto_sign_keypair(kp->pk, kp->sk);
	/* A new file then a rename: an old key is replaced whole or not at all. */
	if (unlink(tmp) == -1 && errno != ENOENT)
		return err_set(err, 0, 0, "%s: %s", tmp, strerror(errno));
	if (secret_write(tmp, kp, err) == -1)
		return -1;
	if (!force && link(tmp, path) == -1) {
		e = errno;
		unlink(tmp);
		if (e == EEXIST)
			return 1;
		return err_set(err, 0, 0, "%s: %s", path, strerror(e));
	}
	if (force && rename(tmp, path) == -1) {
		unlink(tmp);
		return err_set(err, 0, 0, "%s: %s", path, strerror(errno));
	}
	if (!force)
		unlink(tmp);
	return 0;
}
