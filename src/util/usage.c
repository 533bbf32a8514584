/* Reading a command's usage line: see usage.h. */
#include <stdio.h>
#include <string.h>

#include "usage.h"

/* The word of usage after the option opt ("--ruleset R": "R"), or NULL for a flag. */
static const char *
usage_value(const char *usage, const char *opt, char *buf, size_t size)
{
	const char	*p = usage;
	size_t		 n = strlen(opt), k;

	while ((p = strstr(p, opt)) != NULL) {
		if (p[n] == ' ' && p[n + 1] >= 'A' && p[n + 1] <= 'Z') {
			k = strcspn(p + n + 1, " ]|");
			if (k >= size)
				k = size - 1;
			memcpy(buf, p + n + 1, k);
			buf[k] = '\0';
			return buf;
		}
		if (p[n] == ' ' && (strncmp(p + n + 1, "text", 4) == 0 ||
		    strncmp(p + n + 1, "baska", 5) == 0))
			return strcpy(buf, "CHOICE");
		p += n;
	}
	return NULL;
}

int
usage_takes_value(const char *usage, const char *opt)
{
	char	 val[64];

	return usage_value(usage, opt, val, sizeof(val)) != NULL || strcmp(opt, "-f") == 0 ||
	    strcmp(opt, "-r") == 0;
}

void
usage_options(const char *usage, int (*fn)(void *, const char *), void *arg)
{
	const char	*p;
	char		 opt[64];
	size_t		 n;

	for (p = usage ? strstr(usage, "--") : NULL; p != NULL; p = strstr(p + 2, "--")) {
		n = strspn(p + 2, "abcdefghijklmnopqrstuvwxyz0123456789-");
		if (n == 0 || n + 3 > sizeof(opt))
			continue;
		snprintf(opt, sizeof(opt), "--%.*s", (int)n, p + 2);
		fn(arg, opt);
	}
	fn(arg, "--help");
}

void
usage_formats(const char *usage, int (*fn)(void *, const char *), void *arg)
{
	const char	*p;
	char		 w[64];
	size_t		 n;

	if (usage == NULL || (p = strstr(usage, "text|")) == NULL)
		return;
	while (*p != '\0' && *p != ']' && *p != ' ') {
		n = strcspn(p, "|] ");
		snprintf(w, sizeof(w), "%.*s", (int)n, p);
		fn(arg, w);
		p += n;
		if (*p == '|')
			p++;
	}
}

const char *
usage_positional(const char *usage, int index, char *buf, size_t size)
{
	const char	*p = usage;
	size_t		 n;
	int		 i = 0, after_opt = 0;

	while (p != NULL && *p != '\0') {
		p += strspn(p, " [|");
		n = strcspn(p, " ]|");
		if (n == 0) {
			if (*p == '\0')
				break;
			p++;
			continue;
		}
		if (p[0] == '-')
			after_opt = 1;
		else if (after_opt && p[0] >= 'A' && p[0] <= 'Z')
			after_opt = 0;	/* the option's value */
		else if (p[0] >= 'A' && p[0] <= 'Z') {
			if (i++ == index || (n > 3 && strncmp(p + n - 3, "...", 3) == 0)) {
				snprintf(buf, size, "%.*s", (int)n, p);
				return buf;
			}
		} else
			after_opt = 0;
		p += n;
	}
	return NULL;
}

void
shell_unquote(char *w)
{
	char	*o = w, q = '\0';

	for (; *w != '\0'; w++) {
		if (q == '\0' && (*w == '"' || *w == '\'')) {
			q = *w;
			continue;
		}
		if (q != '\0' && *w == q) {
			q = '\0';
			continue;
		}
		if (*w == '\\' && q != '\'' && w[1] != '\0' &&
		    (q == '\0' || strchr("\\\"$`", w[1]) != NULL))
			w++;
		*o++ = *w;
	}
	*o = '\0';
}
