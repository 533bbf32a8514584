/* Names and free text as they enter: checked, NFC, skeleton (unitext.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

#include "dynlib.h"
#include "i18n.h"
#include "unitext.h"

/*
 * ICU is opened on its first use, not linked: loading it and the C++
 * runtime it brings was a third of the CPU time of every command's start
 * (tests/bench/run.sh's baska legal: 3.1 ms, 2.1 ms without), and only the
 * commands that read names or free text need it. Its functions are looked
 * up under the names its headers give them (urename.h appends the version,
 * u_strToUTF8_72), in the library of the version of those headers; a
 * platform that names it otherwise defines ICU_I18N_LIB. libicui18n brings
 * libicuuc, and dlsym searches both. ICU missing is fatal, as it was when
 * the loader refused to start the tool, only later.
 */
#ifndef ICU_I18N_LIB
#define ICU_I18N_LIB	"libicui18n.so." U_ICU_VERSION_SHORT
#endif
#define ICU_NAME(f)	ICU_STR(f)
#define ICU_STR(f)	#f

static struct {
	int					 loaded;
	__typeof__(u_strFromUTF8)		*u_strFromUTF8;
	__typeof__(u_strToUTF8)			*u_strToUTF8;
	__typeof__(u_strFoldCase)		*u_strFoldCase;
	__typeof__(u_hasBinaryProperty)		*u_hasBinaryProperty;
	__typeof__(u_isUWhiteSpace)		*u_isUWhiteSpace;
	__typeof__(unorm2_getNFCInstance)	*unorm2_getNFCInstance;
	__typeof__(unorm2_normalize)		*unorm2_normalize;
	__typeof__(uspoof_open)			*uspoof_open;
	__typeof__(uspoof_setChecks)		*uspoof_setChecks;
	__typeof__(uspoof_getSkeleton)		*uspoof_getSkeleton;
	__typeof__(uspoof_close)		*uspoof_close;
} icu;

/* Each of icu's functions looked up under its versioned name. */
#define ICU_LOOK(h, f)	DYNLIB_FN((h), ICU_NAME(f), "ICU", icu.f)

static void
icu_load(void)
{
	void	*h;

	if (icu.loaded)
		return;
	h = dynlib_open(ICU_I18N_LIB, "ICU");
	ICU_LOOK(h, u_strFromUTF8);
	ICU_LOOK(h, u_strToUTF8);
	ICU_LOOK(h, u_strFoldCase);
	ICU_LOOK(h, u_hasBinaryProperty);
	ICU_LOOK(h, u_isUWhiteSpace);
	ICU_LOOK(h, unorm2_getNFCInstance);
	ICU_LOOK(h, unorm2_normalize);
	ICU_LOOK(h, uspoof_open);
	ICU_LOOK(h, uspoof_setChecks);
	ICU_LOOK(h, uspoof_getSkeleton);
	ICU_LOOK(h, uspoof_close);
	icu.loaded = 1;
}

int
utext_next(const char *str, size_t n, int32_t *cp, size_t *len)
{
	const unsigned char	*s = (const unsigned char *)str;
	static const int32_t	 min[5] = { 0, 0, 0x80, 0x800, 0x10000 };
	int32_t			 c;
	size_t			 need, i;

	*cp = -1;
	*len = 1;
	if (n == 0)
		return 0;
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		need = 2, c = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		need = 3, c = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		need = 4, c = s[0] & 0x07;
	else {
		/* 0xC0 0xAF is an overlong '/': -2 with both bytes */
		if ((s[0] == 0xc0 || s[0] == 0xc1) && n > 1 && (s[1] & 0xc0) == 0x80) {
			*cp = -2;
			*len = 2;
		}
		return 0;
	}
	for (i = 1; i < need; i++) {
		if (i >= n || (s[i] & 0xc0) != 0x80) {
			*cp = -3;	/* truncated */
			*len = i;
			return 0;
		}
		c = c << 6 | (s[i] & 0x3f);
	}
	*len = need;
	if (c < min[need] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff) {
		*cp = c < min[need] ? -2 : c;	/* -2: overlong */
		return 0;
	}
	*cp = c;
	return (int)need;
}

int
utext_forbidden(int32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0x202a && cp <= 0x202e) ||
	    (cp >= 0x2066 && cp <= 0x2069);
}

/* The reason a character or byte sequence at s is refused, into err. */
static int
refuse(const char *s, int32_t cp, int col, struct errbuf *err)
{
	if (cp >= 0xd800 && cp <= 0xdfff)
		return err_set(err, 0, col, _("invalid UTF-8: surrogate U+%04X is not allowed"),
		    (unsigned)cp);
	if (cp > 0x10ffff)
		return err_set(err, 0, col, _("invalid UTF-8: U+%X is beyond U+10FFFF"),
		    (unsigned)cp);
	if (cp == -2)
		return err_set(err, 0, col, _("invalid UTF-8: overlong form (byte 0x%02X)"),
		    (unsigned char)s[0]);
	if (cp == -3)
		return err_set(err, 0, col, _("invalid UTF-8: truncated sequence (byte 0x%02X)"),
		    (unsigned char)s[0]);
	if (cp < 0)
		return err_set(err, 0, col, _("invalid UTF-8: byte 0x%02X starts no character"),
		    (unsigned char)s[0]);
	if (cp >= 0x202a)
		return err_set(err, 0, col, _("bidirectional control character U+%04X is not"
		    " allowed"), (unsigned)cp);
	return err_set(err, 0, col, _("control character U+%04X is not allowed"), (unsigned)cp);
}

int
utext_check(const char *s, struct errbuf *err)
{
	size_t	 n = strlen(s), len;
	int32_t	 cp;
	int	 col = 1;

	while (n > 0) {
		if (utext_next(s, n, &cp, &len) == 0 || utext_forbidden(cp))
			return refuse(s, cp, col, err);
		s += len;
		n -= len;
		col++;
	}
	return 0;
}

/* s as UTF-16, allocated; *len its length. NULL if ICU failed. */
static UChar *
to16(const char *s, int32_t *len)
{
	UErrorCode	 e = U_ZERO_ERROR;
	UChar		*u;
	int32_t		 n;

	icu.u_strFromUTF8(NULL, 0, &n, s, -1, &e);
	if (e != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(e))
		return NULL;
	u = xcalloc((size_t)n + 1, sizeof(*u));
	e = U_ZERO_ERROR;
	icu.u_strFromUTF8(u, n + 1, len, s, -1, &e);
	if (U_FAILURE(e)) {
		free(u);
		return NULL;
	}
	return u;
}

/* u[0..n) as UTF-8, allocated. NULL if ICU failed. */
static char *
to8(const UChar *u, int32_t n)
{
	UErrorCode	 e = U_ZERO_ERROR;
	char		*s;
	int32_t		 len;

	icu.u_strToUTF8(NULL, 0, &len, u, n, &e);
	if (e != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(e))
		return NULL;
	s = xmalloc((size_t)len + 1);
	e = U_ZERO_ERROR;
	icu.u_strToUTF8(s, len + 1, NULL, u, n, &e);
	if (U_FAILURE(e)) {
		free(s);
		return NULL;
	}
	return s;
}

/* ICU's normalizer to and from UTF-16; NULL if ICU failed. */
static UChar *
normalize(const UNormalizer2 *nf, const UChar *u, int32_t n, int32_t *len)
{
	UErrorCode	 e = U_ZERO_ERROR;
	int32_t		 cap = n * 3 + 16;
	UChar		*out = xcalloc((size_t)cap, sizeof(*out));

	*len = icu.unorm2_normalize(nf, u, n, out, cap, &e);
	if (U_FAILURE(e)) {
		free(out);
		return NULL;
	}
	return out;
}

char *
utext_nfc(const char *s)
{
	UErrorCode		 e = U_ZERO_ERROR;
	const UNormalizer2	*nfc;
	UChar			*u, *v;
	char			*out = NULL;
	const char		*c;
	int32_t			 n, m;

	/* ASCII is its own NFC: the names most commands read need no ICU. */
	for (c = s; *c != '\0' && (unsigned char)*c < 0x80; c++)
		continue;
	if (*c == '\0')
		return xstrdup(s);
	icu_load();
	nfc = icu.unorm2_getNFCInstance(&e);
	if (U_FAILURE(e) || (u = to16(s, &n)) == NULL)
		return xstrdup(s);
	if ((v = normalize(nfc, u, n, &m)) != NULL)
		out = to8(v, m);
	free(u);
	free(v);
	return out != NULL ? out : xstrdup(s);
}

/* Folds case, drops default-ignorables and makes white space one inner space, in place. */
static int32_t
skeleton_prepare(UChar *u, int32_t n)
{
	int32_t	 i = 0, o = 0;
	UChar32	 c;
	int	 space = 0;

	while (i < n) {
		U16_NEXT(u, i, n, c);
		if (icu.u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
			continue;
		if (icu.u_isUWhiteSpace(c)) {
			space = o > 0;
			continue;
		}
		if (space)
			u[o++] = ' ';
		space = 0;
		U16_APPEND_UNSAFE(u, o, c);
	}
	return o;
}

static USpoofChecker *spoof;

static void
spoof_close(void)
{
	icu.uspoof_close(spoof);
	spoof = NULL;
}

char *
utext_skeleton(const char *s)
{
	UErrorCode	 e = U_ZERO_ERROR;
	UChar		*u, *f, *k = NULL;
	char		*out = NULL;
	int32_t		 n, m;

	if (spoof == NULL) {
		icu_load();
		if ((spoof = icu.uspoof_open(&e)) == NULL || U_FAILURE(e))
			return NULL;
		icu.uspoof_setChecks(spoof, USPOOF_CONFUSABLE, &e);
		atexit(spoof_close);
	}
	if ((u = to16(s, &n)) == NULL)
		return NULL;
	f = xcalloc((size_t)n * 3 + 16, sizeof(*f));
	m = icu.u_strFoldCase(f, n * 3 + 16, u, n, U_FOLD_CASE_DEFAULT, &e);
	if (U_SUCCESS(e)) {
		m = skeleton_prepare(f, m);
		n = icu.uspoof_getSkeleton(spoof, 0, f, m, NULL, 0, &e);
		e = e == U_BUFFER_OVERFLOW_ERROR ? U_ZERO_ERROR : e;
		k = xcalloc((size_t)n + 1, sizeof(*k));
		if (U_SUCCESS(e))
			n = icu.uspoof_getSkeleton(spoof, 0, f, m, k, n + 1, &e);
		if (U_SUCCESS(e))
			out = to8(k, n);
	}
	free(u);
	free(f);
	free(k);
	return out;
}

int
utext_line(char *s, size_t n, size_t *bad, struct errbuf *err)
{
	size_t	 i, start = 0;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (start < n && (s[start] == ' ' || s[start] == '\t'))
		start++;
	memmove(s, s + start, n - start);
	n -= start;
	s[n] = '\0';
	for (i = 0; i < n; i++)
		if (s[i] == '\0') {
			*bad = i;
			return 1;
		}
	*bad = (size_t)-1;
	return utext_check(s, err) == -1;
}

void
utext_escape(struct strbuf *sb, const char *s, size_t n)
{
	size_t	 i, len;
	int32_t	 cp;

	for (; n > 0; s += len, n -= len) {
		if (utext_next(s, n, &cp, &len) == 0 || utext_forbidden(cp))
			for (i = 0; i < len; i++)
				sb_addf(sb, "\\x%02x", (unsigned char)s[i]);
		else
			sb_addn(sb, s, len);
	}
}

void
utext_wrap(struct strbuf *sb, const char *text, int col, int indent, int width)
{
	const char	*s = text, *e;
	int		 w, first = 1;

	for (; *s == ' '; s++, col++)
		sb_addc(sb, ' ');
	while (*s != '\0') {
		if (*s == '\n') {
			sb_addc(sb, '\n');
			for (s++, col = 0, first = 1; *s == ' '; s++, col++)
				sb_addc(sb, ' ');
			continue;
		}
		for (e = s, w = 0; *e != '\0' && *e != ' ' && *e != '\n'; e++)
			w += ((unsigned char)*e & 0xC0) != 0x80;
		if (!first && col + 1 + w > width && col > indent) {
			sb_addf(sb, "\n%*s", indent, "");
			col = indent;
		} else if (!first) {
			sb_addc(sb, ' ');
			col++;
		}
		sb_addn(sb, s, (size_t)(e - s));
		col += w;
		first = 0;
		for (s = e; *s == ' '; s++)
			;
	}
}
