/*
 * The bundle file (bundle_file.h): writing it signed, reading it back with
 * every line checked and the signature verified.
 */
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bundle_file.h"
#include "i18n.h"
#include "outfile.h"

#define MAGIC		"referee-bundle"
#define LINE_MAX_B	1024		/* bytes of a header line */
#define SIG_HEX		128

static void
hex_put(struct strbuf *sb, const unsigned char *b, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	size_t	 i;

	for (i = 0; i < n; i++) {
		sb_addc(sb, digits[b[i] >> 4]);
		sb_addc(sb, digits[b[i] & 15]);
	}
}

void
bundle_encode(struct bundle *b, const unsigned char sk[KEY_SECRET], unsigned char **out,
    size_t *len)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	char		 pk[KEY_B64];
	size_t		 i;

	b->format = BUNDLE_FORMAT;
	key_public_b64(b->signer, pk);
	sb_addf(&sb, NT_("%s %d\nschema %d\nevent %s\ndate %s\nsigner %s %s\nsigned-at %s\n"),
	    MAGIC, b->format, b->schema, b->event, b->date[0] ? b->date : "-",
	    b->signer_name, pk, b->signed_at);
	for (i = 0; i < b->nheads; i++)
		sb_addf(&sb, NT_("head %d %d %lld %s\n"), b->heads[i].session, b->heads[i].table,
		    (long long)b->heads[i].link, b->heads[i].hash);
	sb_addf(&sb, NT_("changeset %zu\n"), b->nchangeset);
	sb_addn(&sb, (const char *)b->changeset, b->nchangeset);
	sb_addc(&sb, '\n');
	b->signed_len = sb.len;
	crypto_sign_detached(b->sig, NULL, (const unsigned char *)sb.s, sb.len, sk);
	sb_adds(&sb, NT_("signature "));
	hex_put(&sb, b->sig, sizeof(b->sig));
	sb_addc(&sb, '\n');
	*len = sb.len;
	*out = (unsigned char *)sb.s;
}

/* Where the reader is: the bytes, the offset and the line number. */
struct rd {
	const unsigned char *buf;
	size_t		 len, off;
	int		 line;
	char		 text[LINE_MAX_B];
};

/* The next line (without its newline) into r->text; -1 with err when there is none. */
static int
rd_line(struct rd *r, struct errbuf *err)
{
	const unsigned char *nl;
	size_t		 n;

	r->line++;
	if (r->off >= r->len)
		return err_set(err, r->line, 1, _("the bundle ends early (cut short?)"));
	nl = memchr(r->buf + r->off, '\n', r->len - r->off);
	if (nl == NULL)
		return err_set(err, r->line, 1, _("the bundle ends early (cut short?)"));
	n = (size_t)(nl - (r->buf + r->off));
	if (n >= sizeof(r->text) || memchr(r->buf + r->off, '\0', n) != NULL)
		return err_set(err, r->line, 1, _("not a line of a bundle"));
	memcpy(r->text, r->buf + r->off, n);
	r->text[n] = '\0';
	r->off += n + 1;
	return 0;
}

/* The value after "word " on the next line; NULL with err when the line is another. */
static const char *
rd_field(struct rd *r, const char *word, struct errbuf *err)
{
	size_t	 n = strlen(word);

	if (rd_line(r, err) == -1)
		return NULL;
	if (strncmp(r->text, word, n) != 0 || r->text[n] != ' ' || r->text[n + 1] == '\0') {
		err_set(err, r->line, 1, _("'%s' expected"), word);
		return NULL;
	}
	return r->text + n + 1;
}

static int
hex_get(const char *s, unsigned char *b, size_t n)
{
	size_t	 i;
	int	 k, v;

	if (strlen(s) != 2 * n)
		return -1;
	for (i = 0; i < 2 * n; i++) {
		k = s[i];
		v = k >= '0' && k <= '9' ? k - '0' : k >= 'a' && k <= 'f' ? k - 'a' + 10 : -1;
		if (v < 0)
			return -1;
		b[i / 2] = (unsigned char)(i % 2 ? b[i / 2] << 4 | v : v);
	}
	return 0;
}

/* "referee-bundle N" and "schema N". */
static enum bundle_fault
rd_version(struct rd *r, int schema, struct bundle *b, struct errbuf *err)
{
	const char	*v;
	long		 n;

	if (r->len < sizeof(MAGIC) || memcmp(r->buf, MAGIC " ", sizeof(MAGIC)) != 0)
		return err_set(err, 1, 1, _("not a referee bundle")), BUNDLE_UNREADABLE;
	if ((v = rd_field(r, MAGIC, err)) == NULL)
		return BUNDLE_UNREADABLE;
	if (parse_int(v, 1, 1000000, &n) == -1)
		return err_set(err, r->line, 16, _("a format number expected")), BUNDLE_UNREADABLE;
	if ((b->format = (int)n) > BUNDLE_FORMAT)
		return err_set(err, r->line, 16, _("bundle format %d is newer than this referee's"
		    " (%d): update referee"), b->format, BUNDLE_FORMAT), BUNDLE_NEWER;
	if ((v = rd_field(r, "schema", err)) == NULL)
		return BUNDLE_UNREADABLE;
	if (parse_int(v, 1, 1000000, &n) == -1)
		return err_set(err, r->line, 8, _("a schema version expected")), BUNDLE_UNREADABLE;
	if ((b->schema = (int)n) > schema)
		return err_set(err, r->line, 8, _("the bundle was written with schema %d, newer than"
		    " this referee's (%d): update referee"), b->schema, schema), BUNDLE_NEWER;
	return BUNDLE_OK;
}

/* Whether s is a time YYYY-MM-DDTHH:MM:SSZ. */
static int
time_ok(const char *s)
{
	char	 d[11];

	if (strlen(s) != 20 || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != 'Z' ||
	    strspn(s + 11, "0123456789") != 2 || strspn(s + 14, "0123456789") != 2 ||
	    strspn(s + 17, "0123456789") != 2)
		return 0;
	memcpy(d, s, 10);
	d[10] = '\0';
	return date_valid(d) == 0;
}

/* "event", "date", "signer", "signed-at". */
static int
rd_about(struct rd *r, struct bundle *b, struct errbuf *err)
{
	const char	*v, *sp;

	if ((v = rd_field(r, "event", err)) == NULL)
		return -1;
	if (strlen(v) >= sizeof(b->event))
		return err_set(err, r->line, 7, _("an event name too long"));
	snprintf(b->event, sizeof(b->event), "%s", v);
	if ((v = rd_field(r, "date", err)) == NULL)
		return -1;
	if (strcmp(v, "-") != 0 && date_valid(v) == -1)
		return err_set(err, r->line, 6, _("a date YYYY-MM-DD or '-' expected"));
	snprintf(b->date, sizeof(b->date), "%s", strcmp(v, "-") == 0 ? "" : v);
	if ((v = rd_field(r, "signer", err)) == NULL)
		return -1;
	if ((sp = strchr(v, ' ')) == NULL || (size_t)(sp - v) >= sizeof(b->signer_name) ||
	    key_public_parse(sp + 1, strlen(sp + 1), b->signer) == -1)
		return err_set(err, r->line, 8, _("'NAME PUBLIC-KEY' of the signer expected"));
	memcpy(b->signer_name, v, (size_t)(sp - v));
	b->signer_name[sp - v] = '\0';
	if (!key_name_ok(b->signer_name))
		return err_set(err, r->line, 8, _("'NAME PUBLIC-KEY' of the signer expected"));
	if ((v = rd_field(r, "signed-at", err)) == NULL)
		return -1;
	if (!time_ok(v))
		return err_set(err, r->line, 11, _("a time YYYY-MM-DDTHH:MM:SSZ expected"));
	snprintf(b->signed_at, sizeof(b->signed_at), "%s", v);
	return 0;
}

/* One "head SESSION TABLE LINK HASH" line's values, in r->text. */
static int
rd_head(struct rd *r, struct bundle_head *h, struct errbuf *err)
{
	long long	 link;
	int		 s, t, end = 0;

	if (sscanf(r->text, "head %d %d %lld %64s%n", &s, &t, &link, h->hash, &end) != 4 ||
	    r->text[end] != '\0' || s < 1 || t < 1 || link < 1 || strlen(h->hash) != 64 ||
	    strspn(h->hash, "0123456789abcdef") != 64)
		return err_set(err, r->line, 1, _("'head SESSION TABLE LINK HASH' expected"));
	h->session = s;
	h->table = t;
	h->link = link;
	return 0;
}

/* The head lines, then "changeset N", its bytes and the signature. */
static int
rd_body(struct rd *r, struct bundle *b, struct errbuf *err)
{
	size_t		 cap = 0;
	long		 n;

	for (;;) {
		if (rd_line(r, err) == -1)
			return -1;
		if (strncmp(r->text, "head ", 5) != 0)
			break;
		if (b->nheads == BUNDLE_HEADS_MAX)
			return err_set(err, r->line, 1, _("too many tables"));
		if (b->nheads == cap) {
			cap = cap ? 2 * cap : 16;
			b->heads = xreallocarray(b->heads, cap, sizeof(*b->heads));
		}
		if (rd_head(r, &b->heads[b->nheads], err) == -1)
			return -1;
		b->nheads++;
	}
	if (strncmp(r->text, "changeset ", 10) != 0 || parse_int(r->text + 10, 0, 1L << 30,
	    &n) == -1)
		return err_set(err, r->line, 1, _("'changeset LENGTH' expected"));
	if ((size_t)n > r->len - r->off || r->len - r->off - (size_t)n < 1)
		return err_set(err, r->line + 1, 1, _("the bundle ends early (cut short?)"));
	b->changeset = r->buf + r->off;
	b->nchangeset = (size_t)n;
	r->off += (size_t)n;
	if (r->buf[r->off] != '\n')
		return err_set(err, r->line + 1, 1, _("the changeset is not %ld bytes long"), n);
	r->off++;
	b->signed_len = r->off;
	r->line++;	/* the changeset counts as one line */
	if (rd_line(r, err) == -1)
		return -1;
	if (strncmp(r->text, "signature ", 10) != 0 ||
	    hex_get(r->text + 10, b->sig, sizeof(b->sig)) == -1)
		return err_set(err, r->line, 1, _("'signature' and %d hex digits expected"), SIG_HEX);
	if (r->off != r->len)
		return err_set(err, r->line + 1, 1, _("bytes after the signature"));
	return 0;
}

enum bundle_fault
bundle_decode(const unsigned char *buf, size_t len, int schema, struct bundle *b,
    struct errbuf *err)
{
	struct rd	 r;
	enum bundle_fault f;

	memset(b, 0, sizeof(*b));
	memset(&r, 0, sizeof(r));
	r.buf = buf;
	r.len = len;
	if ((f = rd_version(&r, schema, b, err)) != BUNDLE_OK)
		return f;
	if (rd_about(&r, b, err) == -1 || rd_body(&r, b, err) == -1)
		return BUNDLE_UNREADABLE;
	if (sodium_init() < 0 ||
	    crypto_sign_verify_detached(b->sig, buf, b->signed_len, b->signer) != 0) {
		err_set(err, 0, 0, _("the signature does not match: the bundle was changed after "
		    "%s signed it, or damaged"), b->signer_name);
		return BUNDLE_BAD_SIGNATURE;
	}
	return BUNDLE_OK;
}

void
bundle_free(struct bundle *b)
{
	free(b->heads);
	b->heads = NULL;
	b->nheads = 0;
}

void
bundle_digest(const unsigned char *buf, size_t len, char hex[65])
{
	unsigned char	 h[32];
	struct strbuf	 sb = { NULL, 0, 0 };

	crypto_generichash(h, sizeof(h), buf, len, NULL, 0);
	hex_put(&sb, h, sizeof(h));
	snprintf(hex, 65, "%s", sb_str(&sb));
	sb_free(&sb);
}

int
bundle_read(const char *path, unsigned char **buf, size_t *len, struct errbuf *err)
{
	FILE	*f;
	size_t	 cap = 65536, r;

	*buf = NULL;
	*len = 0;
	if ((f = fopen(path, "rb")) == NULL)
		return err_set(err, 0, 0, "%s", strerror(errno));
	*buf = xmalloc(cap);
	while ((r = fread(*buf + *len, 1, cap - *len, f)) > 0) {
		*len += r;
		if (*len == cap) {
			if (cap >= BUNDLE_FILE_MAX) {
				fclose(f);
				return err_set(err, 0, 0, _("over %d MiB: not a bundle"),
				    BUNDLE_FILE_MAX >> 20);
			}
			cap *= 2;
			*buf = xrealloc(*buf, cap);
		}
	}
	if (ferror(f)) {
		fclose(f);
		return err_set(err, 0, 0, "%s", strerror(errno));
	}
	fclose(f);
	return 0;
}

int
bundle_save(const char *path, const unsigned char *buf, size_t len, struct errbuf *err)
{
	struct outfile	 of;

	if (outfile_open(&of, path, err) == -1)
		return -1;
	if (fwrite(buf, 1, len, of.fp) != len) {
		outfile_abort(&of);
		return err_set(err, 0, 0, _("%s: cannot write the bundle"), path);
	}
	return outfile_commit(&of, err);
}

#define LEAGUE_KEYS	"league.keys"

int
bundle_league_keys(const char *file, struct key_list *keys, char *used, size_t size,
    struct errbuf *err)
{
	char	 dir[4096];

	err_clear(err);
	if (file == NULL) {
		if (key_dir(dir, sizeof(dir), err) == -1 ||
		    snprintf(used, size, "%s/%s", dir, LEAGUE_KEYS) >= (int)size ||
		    access(used, F_OK) != 0) {
			err_set(err, 0, 0, _("merge checks who signed each bundle against the"
			    " league's keys: give --keys FILE (or put them in %s)"), used);
			return 1;
		}
	} else
		snprintf(used, size, "%s", file);
	return key_list_read(used, keys, err) == -1 ? -1 : 0;
}

int
bundle_signing_key(struct key_pair *kp, char *path, size_t size, struct errbuf *err)
{
	char	 dir[4096];
	int	 rc;

	err_clear(err);
	*path = '\0';
	if (key_dir(dir, sizeof(dir), err) == -1)
		return 1;
	if ((rc = key_load(dir, kp, path, size, err)) == -1)
		return -1;
	if (rc == 0) {
		err_set(err, 0, 0, _("a bundle is signed with the referee's key, and %s has none:"
		    " make one with 'referee key new'"), dir);
		return 1;
	}
	return 0;
}

enum bundle_fault
bundle_file_load(const char *file, int schema, const struct key_list *keys, const char *kfile,
    unsigned char **buf, size_t *len, struct bundle *b, const char **signer,
    struct errbuf *err)
{
	enum bundle_fault f;
	char		 fpr[KEY_FPR];

	err_clear(err);
	memset(b, 0, sizeof(*b));
	if (bundle_read(file, buf, len, err) == -1)
		return BUNDLE_UNREADABLE;
	if ((f = bundle_decode(*buf, *len, schema, b, err)) != BUNDLE_OK)
		return f;
	if ((*signer = key_list_name(keys, b->signer)) == NULL) {
		key_fingerprint(b->signer, fpr);
		err_set(err, 0, 0, _("%s: signed by '%s' (%s), a key not in %s: refused"), file,
		    b->signer_name, fpr, kfile);
		return BUNDLE_UNKNOWN_SIGNER;
	}
	return BUNDLE_OK;
}
