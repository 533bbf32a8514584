#include <stdlib.h>
#include <string.h>

#include "kv.h"
#include "i18n.h"
#include "stream.h"

static const char *
skip_ws(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

static const char *
rtrim(const char *start, const char *end)
{
	while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
		end--;
	return end;
}

/* The folded key; "" (unknown) for one too long to be a key, never matched by its start. */
static void
fold_key(const char *key, size_t n, char *kname, size_t size)
{
	kname[0] = '\0';
	if (n < size)
		text_fold(key, n, kname, size);
}

const struct kv_preset *
kv_preset_find(const struct kv_game *g, const char *name)
{
	const struct kv_preset *p;
	char	 folded[64];

	if (strlen(name) >= sizeof(folded))	/* no preset's name: never matched by its start */
		return NULL;
	text_fold(name, strlen(name), folded, sizeof(folded));
	for (p = g->presets; p->name != NULL; p++)
		if (strcmp(p->name, folded) == 0)
			return p;
	return NULL;
}

static int
parse_bool(const char *v, int *out)
{
	static const char *const yes[] = { "true", "yes", "on", "1", "tak", NULL };
	static const char *const no[] = { "false", "no", "off", "0", "nie", NULL };
	size_t	 i;

	for (i = 0; yes[i]; i++)
		if (text_is(v, strlen(v), yes[i])) {
			*out = 1;
			return 0;
		}
	for (i = 0; no[i]; i++)
		if (text_is(v, strlen(v), no[i])) {
			*out = 0;
			return 0;
		}
	return -1;
}

static int
find_name(const char *const *names, const char *w, size_t n)
{
	int	 i;

	for (i = 0; names[i]; i++)
		if (text_is(w, n, names[i]))
			return i;
	return -1;
}

static void
names_list(const char *const *names, struct strbuf *sb)
{
	int	 i;

	for (i = 0; names[i]; i++) {
		if (i)
			sb_adds(sb, names[i + 1] ? ", " : _(" or "));
		sb_adds(sb, names[i]);
	}
}

/* Parses one value; err col is relative to val (1-based). */
static int
parse_value(const struct kv_key *k, void *obj, const char *val, struct errbuf *err)
{
	char		*field = (char *)obj + k->off;
	long		 l;
	int		 i, b;
	struct strbuf	 sb = { 0 };
	const char	*p, *q;

	switch (k->type) {
	case KV_BOOL:
		if (parse_bool(val, &b) == -1)
			return err_set(err, 0, 1, _("%s: expected true or false, not '%s'"),
			    k->name, val);
		*(int *)field = b;
		return 0;
	case KV_INT:
		if (parse_int(val, k->min, k->max, &l) == -1)
			return err_set(err, 0, 1, _("%s: expected a whole number from %ld to %ld, not '%s'"),
			    k->name, k->min, k->max, val);
		*(int *)field = (int)l;
		return 0;
	case KV_INTS:
		p = val;
		for (i = 0; i < k->n; i++) {
			while (*p == ' ' || *p == '\t' || (i > 0 && *p == ','))
				p++;
			for (q = p; *q && *q != ',' && *q != ' ' && *q != '\t'; q++)
				continue;
			if (q == p)
				return err_set(err, 0, (int)(p - val) + 1,
				    _("%s: expected %d numbers, found %d"), k->name, k->n, i);
			if (parse_intn(p, (size_t)(q - p), k->min, k->max, &l) == -1)
				return err_set(err, 0, (int)(p - val) + 1,
				    _("%s: expected a whole number from %ld to %ld, not '%.*s'"),
				    k->name, k->min, k->max, (int)(q - p), p);
			((int *)field)[i] = (int)l;
			p = q;
		}
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p)
			return err_set(err, 0, (int)(p - val) + 1,
			    _("%s: expected %d numbers, found more"), k->name, k->n);
		return 0;
	case KV_ENUM:
		if ((i = find_name(k->names, val, strlen(val))) < 0) {
			names_list(k->names, &sb);
			err_set(err, 0, 1, _("%s: expected %s, not '%s'"), k->name, sb_str(&sb), val);
			sb_free(&sb);
			return -1;
		}
		*(int *)field = i;
		return 0;
	case KV_FLAGS:
		*(unsigned *)field = 0;
		if (text_is(val, strlen(val), "none"))
			return 0;
		for (p = val; *p; p = q) {
			while (*p == ' ' || *p == ',' || *p == '\t')
				p++;
			if (!*p)
				break;
			for (q = p; *q && *q != ',' && *q != ' ' && *q != '\t'; q++)
				continue;
			if ((i = find_name(k->names, p, (size_t)(q - p))) < 0) {
				names_list(k->names, &sb);
				err_set(err, 0, (int)(p - val) + 1,
				    _("%s: expected none or a list of %s, not '%.*s'"),
				    k->name, sb_str(&sb), (int)(q - p), p);
				sb_free(&sb);
				return -1;
			}
			*(unsigned *)field |= 1u << i;
		}
		return 0;
	case KV_CUSTOM:
		return k->parse(field, val, err);
	}
	return -1;
}

/* "preset = NAME": the preset's values, before every other key. 0 or -1. */
static int
preset_line(const struct kv_game *g, void *obj, const char *name, int saw_key, int lineno,
    int keycol, int valcol, struct errbuf *err)
{
	const struct kv_preset	*pr;

	if (saw_key)
		return err_set(err, lineno, keycol, _("'preset' must come before every other key"));
	if ((pr = kv_preset_find(g, name)) == NULL)
		return err_set(err, lineno, valcol, _("unknown %s ruleset '%s'"), g->game, name);
	memcpy(obj, pr->obj, g->size);
	return 0;
}

/*
 * A key given already that fills the same field as k: an old key kept as an
 * alias of its successor (a custom key without a printer) and the successor
 * itself. NULL if none.
 */
static const struct kv_key *
same_field(const struct kv_game *g, const char *seen, const struct kv_key *k)
{
	const struct kv_key	*o;
	int			 i;

	for (i = 0, o = g->keys; o->name; o++, i++)
		if (seen[i] && o != k && o->off == k->off)
			return o;
	return NULL;
}

/* Refuses key k (index ki) if it, or another name of its field, was given. 0 or -1. */
static int
key_given(const struct kv_game *g, const char *seen, int ki, const struct kv_key *k,
    int lineno, int col, struct errbuf *err)
{
	const struct kv_key	*other;

	if (seen[ki])
		return err_set(err, lineno, col, _("key '%s' given twice"), k->name);
	if ((other = same_field(g, seen, k)) != NULL)
		return err_set(err, lineno, col, _("keys '%s' and '%s' set the same rule; give "
		    "one of them"), other->name, k->name);
	return 0;
}

int
kv_parse(const struct kv_game *g, void *obj, const char *text, struct errbuf *err)
{
	const struct kv_key	*k;
	const char		*line, *eol, *end, *p, *key, *keyend, *val, *valend;
	char			*seen, *vbuf;
	char			 kname[64];
	int			 lineno = 0, nkeys = 0, ki, saw_key = 0;

	for (k = g->keys; k->name; k++)
		nkeys++;
	seen = xcalloc((size_t)nkeys + 1, 1);
	for (line = text; *line; line = *eol ? eol + 1 : eol) {
		lineno++;
		eol = strchr(line, '\n');
		if (eol == NULL)
			eol = line + strlen(line);
		end = memchr(line, '#', (size_t)(eol - line));
		if (end == NULL)
			end = eol;
		end = rtrim(line, end);
		key = skip_ws(line, end);
		if (key == end)
			continue;
		if ((p = memchr(key, '=', (size_t)(end - key))) == NULL) {
			err_set(err, lineno, text_col(line, end) , _("expected 'key = value'"));
			goto fail;
		}
		keyend = rtrim(key, p);
		val = skip_ws(p + 1, end);
		valend = end;
		if (keyend == key) {
			err_set(err, lineno, text_col(line, key), _("expected a key before '='"));
			goto fail;
		}
		if (val == valend) {
			err_set(err, lineno, text_col(line, val), _("expected a value after '='"));
			goto fail;
		}
		fold_key(key, (size_t)(keyend - key), kname, sizeof(kname));
		vbuf = xstrndup(val, (size_t)(valend - val));
		if (strcmp(kname, "preset") == 0) {
			ki = preset_line(g, obj, vbuf, saw_key, lineno, text_col(line, key),
			    text_col(line, val), err);
			free(vbuf);
			if (ki == -1)
				goto fail;
			saw_key = 1;
			continue;
		}
		saw_key = 1;
		for (ki = 0, k = g->keys; k->name; k++, ki++)
			if (strcmp(k->name, kname) == 0)
				break;
		if (k->name == NULL) {
			err_set(err, lineno, text_col(line, key), _("unknown %s ruleset key '%.*s'"),
			    g->game, (int)(keyend - key), key);
			free(vbuf);
			goto fail;
		}
		if (key_given(g, seen, ki, k, lineno, text_col(line, key), err) == -1) {
			free(vbuf);
			goto fail;
		}
		seen[ki] = 1;
		if (parse_value(k, obj, vbuf, err) == -1) {
			err->line = lineno;
			err->col = text_col(line, val) + (err->col > 0 ? err->col - 1 : 0);
			free(vbuf);
			goto fail;
		}
		free(vbuf);
	}
	free(seen);
	if (g->validate && g->validate(obj, err) == -1)
		return -1;
	return 0;
fail:
	free(seen);
	return -1;
}

void
kv_print(const struct kv_game *g, const char *preset_name, const void *obj, struct strbuf *out)
{
	const struct kv_key	*k;
	const char		*field;
	unsigned		 flags;
	int			 i, any;

	if (preset_name) {
		sb_addf(out, _("# %s ruleset '%s'. Edit values and pass the file with --ruleset"
		    " FILE.\n"), g->game, preset_name);
		sb_addf(out, NT_("preset = %s\n"), preset_name);
	} else
		sb_addf(out, _("# %s ruleset. Edit values and pass the file with --ruleset FILE.\n"),
		    g->game);
	for (k = g->keys; k->name; k++) {
		if (k->type == KV_CUSTOM && k->print == NULL)
			continue;	/* an old name, read only */
		field = (const char *)obj + k->off;
		if (k->help)
			sb_addf(out, "# %s\n", _(k->help));
		sb_addf(out, "%s = ", k->name);
		switch (k->type) {
		case KV_BOOL:
			sb_adds(out, *(const int *)field ? NT_("true") : NT_("false"));
			break;
		case KV_INT:
			sb_addf(out, "%d", *(const int *)field);
			break;
		case KV_INTS:
			for (i = 0; i < k->n; i++)
				sb_addf(out, "%s%d", i ? "," : "", ((const int *)field)[i]);
			break;
		case KV_ENUM:
			sb_adds(out, k->names[*(const int *)field]);
			break;
		case KV_FLAGS:
			flags = *(const unsigned *)field;
			any = 0;
			for (i = 0; k->names[i]; i++)
				if (flags & (1u << i)) {
					sb_addf(out, "%s%s", any ? "," : "", k->names[i]);
					any = 1;
				}
			if (!any)
				sb_adds(out, NT_("none"));
			break;
		case KV_CUSTOM:
			k->print(field, out);
			break;
		}
		sb_addc(out, '\n');
	}
}

int
kv_load_name(const struct kv_game *g, const char *name, void *obj, struct errbuf *err)
{
	const struct kv_preset	*pr;
	struct strbuf		 sb = { 0 };

	memcpy(obj, g->presets[0].obj, g->size);
	if ((pr = kv_preset_find(g, name)) != NULL) {
		memcpy(obj, pr->obj, g->size);
		return 0;
	}
	for (pr = g->presets; pr->name; pr++)
		sb_addf(&sb, "%s%s", pr == g->presets ? "" : ", ", pr->name);
	err_set(err, 0, 0, _("unknown %s ruleset '%s' (built in: %s); a record names a ruleset,"
	    " never a file: give a file with --ruleset"), g->game, name, sb_str(&sb));
	sb_free(&sb);
	return -1;
}

int
kv_load(const struct kv_game *g, const char *arg, void *obj, const char **errfile,
    struct errbuf *err)
{
	const struct kv_preset	*pr;
	char			*buf;
	size_t			 len;
	int			 rc;

	*errfile = NULL;
	memcpy(obj, g->presets[0].obj, g->size);
	if (arg == NULL)
		return 0;
	if ((pr = kv_preset_find(g, arg)) != NULL) {
		memcpy(obj, pr->obj, g->size);
		return 0;
	}
	if (strchr(arg, '/') == NULL && strchr(arg, '.') == NULL) {
		struct strbuf sb = { 0 };

		for (pr = g->presets; pr->name; pr++)
			sb_addf(&sb, "%s%s", pr == g->presets ? "" : ", ", pr->name);
		err_set(err, 0, 0, _("unknown %s ruleset '%s' (built in: %s; or a file of key = value lines)"),
		    g->game, arg, sb_str(&sb));
		sb_free(&sb);
		return -1;
	}
	*errfile = arg;
	if (tstream_slurp(arg, STREAM_RECORD_MAX, &buf, &len, err) == -1)
		return -1;
	rc = kv_parse(g, obj, buf, err);
	free(buf);
	return rc;
}
