/*
 * The language of the command line: the locale from the environment for
 * messages, dates and the text decimal point; "C" for printf and bytes.
 */
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../util/i18n.h"
#include "lang.h"

#ifndef REFEREE_LOCALEDIR
#define REFEREE_LOCALEDIR	"/usr/local/share/locale"
#endif
#define DOMAIN		"referee"

static char	 radix[8] = ".";
static int	 time_from_locale;	/* LC_TIME is the user's: dates by %x */
static char	 dir_buf[PATH_MAX];
static const char *localedir = REFEREE_LOCALEDIR;

/* The environment's locale name for a category, as setlocale(cat, "") reads it. */
static const char *
env_locale(const char *cat_name)
{
	const char	*v;

	if ((v = getenv("LC_ALL")) != NULL && *v != '\0')
		return v;
	if ((v = getenv(cat_name)) != NULL && *v != '\0')
		return v;
	if ((v = getenv("LANG")) != NULL && *v != '\0')
		return v;
	return "C";
}

static int
is_c_locale(const char *name)
{
	return strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0 ||
	    strncmp(name, "C.", 2) == 0;
}

/* The category from the environment, else C.UTF-8 (then C); 1 when the environment's loaded. */
static int
set_category(int cat)
{
	if (setlocale(cat, "") != NULL)
		return 1;
	if (setlocale(cat, "C.UTF-8") == NULL)
		setlocale(cat, "C");
	return 0;
}

static int
is_dir(const char *path)
{
	struct stat	 st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* build/locale next to an uninstalled binary: ./referee or build/VARIANT/referee. */
static const char *
find_localedir(void)
{
	const char	*env = getenv("REFEREE_LOCALEDIR");
	char		 exe[PATH_MAX], *slash, *parent;
	ssize_t		 n;
	int		 w;

	if (env != NULL && *env != '\0')
		return env;
	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) <= 0)
		return REFEREE_LOCALEDIR;
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return REFEREE_LOCALEDIR;
	*slash = '\0';
	w = snprintf(dir_buf, sizeof(dir_buf), NT_("%s/build/locale"), exe);
	if (w > 0 && (size_t)w < sizeof(dir_buf) && is_dir(dir_buf))
		return dir_buf;
	if ((parent = strrchr(exe, '/')) != NULL) {
		*parent = '\0';
		if ((slash = strrchr(exe, '/')) != NULL && strcmp(slash, "/build") == 0) {
			w = snprintf(dir_buf, sizeof(dir_buf), NT_("%s/locale"), exe);
			if (w > 0 && (size_t)w < sizeof(dir_buf) && is_dir(dir_buf))
				return dir_buf;
		}
	}
	return REFEREE_LOCALEDIR;
}

void
lang_init(void)
{
	const char	*want;

	if (!set_category(LC_MESSAGES)) {
		/*
		 * The named locale is not generated: the catalogue is still
		 * chosen by its language (gettext reads LANGUAGE in any
		 * locale but C, and C.UTF-8 is not C).
		 */
		want = env_locale("LC_MESSAGES");
		if (!is_c_locale(want) && (getenv("LANGUAGE") == NULL ||
		    *getenv("LANGUAGE") == '\0'))
			setenv("LANGUAGE", want, 1);
	}
	if (set_category(LC_NUMERIC) && !is_c_locale(env_locale("LC_NUMERIC")))
		snprintf(radix, sizeof(radix), "%s", localeconv()->decimal_point);
	else if (!is_c_locale(env_locale("LC_NUMERIC")))
		radix[0] = '\0';	/* from the catalogue, below */
	time_from_locale = set_category(LC_TIME) && !is_c_locale(env_locale("LC_TIME"));
	if (!time_from_locale)
		setlocale(LC_TIME, "C");
	/* printf and the bytes of names stay "C" (lang.h) */
	setlocale(LC_NUMERIC, "C");

	localedir = find_localedir();
	bindtextdomain(DOMAIN, localedir);
	bind_textdomain_codeset(DOMAIN, "UTF-8");
	/* strerror's words too: LC_CTYPE is "C", which would turn ł into '?' */
	bind_textdomain_codeset("libc", "UTF-8");
	textdomain(DOMAIN);
	if (radix[0] == '\0')
		/* TRANSLATORS: the decimal point of numbers in text output (Polish: ",") */
		snprintf(radix, sizeof(radix), "%s", C_("decimal point", "."));
}

const char *
lang_localedir(void)
{
	return localedir;
}

const char *
lang_decimal(char *buf, size_t size, const char *fmt, double x)
{
	char	 tmp[64], *dot;
	int	 n;

	n = snprintf(tmp, sizeof(tmp), fmt, x);
	if (n < 0 || (size_t)n >= sizeof(tmp) || (dot = strchr(tmp, '.')) == NULL ||
	    strcmp(radix, ".") == 0) {
		snprintf(buf, size, "%s", n < 0 ? "" : tmp);
		return buf;
	}
	*dot = '\0';
	snprintf(buf, size, "%s%s%s", tmp, radix, dot + 1);
	return buf;
}

const char *
lang_number(char *buf, size_t size, const char *num)
{
	size_t	 i = (num[0] == '-' || num[0] == '+') ? 1 : 0, digits = 0, dots = 0;

	for (; num[i] != '\0'; i++) {
		if (num[i] >= '0' && num[i] <= '9')
			digits++;
		else if (num[i] == '.')
			dots++;
		else
			break;
	}
	if (num[i] != '\0' || digits == 0 || dots != 1 || strcmp(radix, ".") == 0) {
		snprintf(buf, size, "%s", num);
		return buf;
	}
	i = strcspn(num, ".");
	snprintf(buf, size, "%.*s%s%s", (int)i, num, radix, num + i + 1);
	return buf;
}

const char *
lang_date(char *buf, size_t size, const char *date)
{
	struct tm	 tm;
	const char	*fmt;
	int		 y, m, d, n = 0;

	memset(&tm, 0, sizeof(tm));
	if (sscanf(date, "%4d-%2d-%2d%n", &y, &m, &d, &n) != 3 || n != 10 ||
	    m < 1 || m > 12 || d < 1 || d > 31) {
		snprintf(buf, size, "%s", date);
		return buf;
	}
	tm.tm_year = y - 1900;
	tm.tm_mon = m - 1;
	tm.tm_mday = d;
	tm.tm_hour = 12;
	tm.tm_isdst = -1;
	/* TRANSLATORS: strftime(3) form of a date in text output (Polish: "%d.%m.%Y") */
	fmt = time_from_locale ? "%x" : C_("date format", "%Y-%m-%d");
	if (size == 0 || strftime(buf, size, fmt, &tm) == 0)
		snprintf(buf, size, "%s", date);
	else if (date[n] != '\0' && strlen(buf) + strlen(date + n) < size)
		strcat(buf, date + n);
	return buf;
}

void
lang_heads(const char **out, const char *const *head, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		out[i] = head[i] == NULL || *head[i] == '\0' ? head[i] : gettext(head[i]);
}
