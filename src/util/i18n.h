/*
 * Translations (GNU gettext, libintl in glibc; the catalogue is po/pl.po).
 *   _("text")             a message translated where it is used
 *   N_("text")            marked for xgettext only (static tables); translate
 *                         with _() where it is printed
 *   P_("1 point", "%d points", n)  plural forms (ngettext)
 *   NP_("1 point", "%d points")  a plural pair marked only (static tables)
 *   C_("context", "text")  a message with a context (pgettext)
 *   NC_("context", "text") marked with a context only (a table's words:
 *                         the usage placeholders, src/cli/opts.c)
 *   NT_("text")           not translated: machine text that reaches output
 *                         as it is (CSV headers, SQL, notation tags, file
 *                         names and formats, markup, command and ruleset
 *                         names, keys) and the game words that are Polish in
 *                         both languages; tests/lint/strings.sh wants every
 *                         other literal with a word that reaches an output
 *                         function in _(), N_(), P_() or C_()
 * Game words (zolo, kontra, wesele, generał, pudło) stay Polish in both
 * languages; CSV headers, keys and exit codes are never translated.
 * Pure code (src/rules) may call these: gettext does no I/O visible to the
 * caller and returns its argument when no catalogue is bound.
 */
#ifndef REFEREE_UTIL_I18N_H
#define REFEREE_UTIL_I18N_H

#include <libintl.h>

#define _(s)		gettext(s)
/* As gettext(3)'s manual defines it: the bare literal, so a char array may be initialised from it. */
#define N_(s)		s
/* Not translated, on purpose (see above); xgettext does not extract it. */
#define NT_(s)		s
#define P_(s, p, n)	ngettext((s), (p), (unsigned long)(n))
/* A plural pair marked for xgettext only (a message table's row); ngettext it where printed. */
#define NP_(s, p)	(s), (p)
/* A message with a context marked for xgettext only (a table's); translate it where printed. */
#define NC_(ctx, s)	(s)
/* pgettext: a message with a context (xgettext keyword C_:1c,2); s when untranslated. */
#define C_(ctx, s)	i18n_ctx_gettext(ctx "\004" s, s)

static inline const char *
i18n_ctx_gettext(const char *id, const char *s)
{
	const char	*t = gettext(id);

	return t == id ? s : t;
}

#endif
