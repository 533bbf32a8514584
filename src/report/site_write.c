/*
 * Writing the site of referee publish: every page into a new directory
 * beside DIR, in the pages' language whatever the environment says, then
 * the new directory takes the place of DIR, so a reader never sees half a
 * site. DIR may be missing, empty, or a site written before (nothing but
 * .html files, which the new site replaces).
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rating.h"
#include "../util/i18n.h"
#include "../util/lang.h"
#include "../util/util.h"

/* An environment variable as it was (set: value kept), to put back. */
struct env_saved {
	const char	*name;
	char		*value;		/* NULL: unset */
};

static void
env_restore(struct env_saved *e, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++) {
		if (e[i].value != NULL)
			setenv(e[i].name, e[i].value, 1);
		else
			unsetenv(e[i].name);
		free(e[i].value);
	}
	lang_init();
}

/*
 * The pages' language: the catalogue of lang whatever the environment says
 * (saved into e[2] for env_restore: the messages stay the user's).
 */
static void
site_lang(const char *lang, struct env_saved e[2])
{
	const char	*v;
	int		 i;

	e[0].name = "LC_ALL";
	e[1].name = "LANGUAGE";
	for (i = 0; i < 2; i++)
		e[i].value = (v = getenv(e[i].name)) != NULL ? xstrdup(v) : NULL;
	if (strcmp(lang, "pl") == 0) {
		setenv("LC_ALL", "pl_PL.UTF-8", 1);
		setenv("LANGUAGE", "pl", 1);
	} else {
		setenv("LC_ALL", "C", 1);
		unsetenv("LANGUAGE");
	}
	lang_init();
}

struct site_out {
	const char	*dir;		/* the target */
	char		*tmp;		/* the new site being written */
	const struct rating_view *v;
	const char	*lang;
	int		*pages, *changed;
	struct errbuf	*err;
};

/* Whether files a and b differ (or b is missing). */
static int
file_differs(const char *a, const char *b)
{
	struct errbuf	 err;
	char		*x = NULL, *y = NULL;
	size_t		 nx, ny;
	int		 d = 1;

	if (file_read(a, &x, &nx, &err) == 0 && file_read(b, &y, &ny, &err) == 0)
		d = nx != ny || memcmp(x, y, nx) != 0;
	free(x);
	free(y);
	return d;
}

typedef void (*page_fn)(FILE *, const struct rating_view *, size_t, const char *);

/* Writes one page NAME of the site; 0 or -1 with err. */
static int
site_page(struct site_out *so, const char *name, page_fn fn, size_t arg)
{
	char	 path[PATH_MAX], old[PATH_MAX];
	FILE	*fp;
	int	 bad;

	snprintf(path, sizeof(path), "%s/%s", so->tmp, name);
	snprintf(old, sizeof(old), "%s/%s", so->dir, name);
	if ((fp = fopen(path, "w")) == NULL)
		return err_set(so->err, 0, 0, "%s: %s", path, strerror(errno));
	if (fn != NULL)
		fn(fp, so->v, arg, so->lang);
	else
		site_index(fp, so->v, so->lang);
	bad = ferror(fp);
	if (fclose(fp) == EOF || bad)
		return err_set(so->err, 0, 0, "%s: %s", path, strerror(errno ? errno : EIO));
	(*so->pages)++;
	*so->changed += file_differs(path, old);
	return 0;
}

/* Every page into so->tmp. 0 or -1 with err. */
static int
site_pages(struct site_out *so)
{
	const struct rating_view *v = so->v;
	char	 name[64];
	size_t	 i;

	if (site_page(so, "index.html", NULL, 0) == -1)
		return -1;
	for (i = 0; i < v->nev; i++) {
		snprintf(name, sizeof(name), NT_("e-%lld.html"), (long long)v->ev[i].id);
		if (site_page(so, name, site_event, i) == -1)
			return -1;
	}
	for (i = 0; i < v->book.n; i++) {
		snprintf(name, sizeof(name), NT_("p-%lld.html"), (long long)v->book.pl[i].id);
		if (site_page(so, name, site_player, i) == -1)
			return -1;
	}
	return 0;
}

/* Removes a site directory: its .html files, then itself. */
static void
site_remove(const char *dir)
{
	DIR		*d;
	struct dirent	*de;
	char		 path[PATH_MAX];
	size_t		 len;

	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			len = strlen(de->d_name);
			if (len > 5 && strcmp(de->d_name + len - 5, ".html") == 0) {
				snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
				unlink(path);
			}
		}
		closedir(d);
	}
	rmdir(dir);
}

/* Whether DIR may take a new site: 0, or 1 with err. */
static int
site_target_ok(const char *dir, struct errbuf *err)
{
	DIR		*d;
	struct dirent	*de;
	size_t		 len;
	int		 other = 0;

	if ((d = opendir(dir)) == NULL) {
		if (errno == ENOENT)
			return 0;
		err_set(err, 0, 0, "%s: %s", dir, strerror(errno));
		return 1;
	}
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		other += len <= 5 || strcmp(de->d_name + len - 5, ".html") != 0;
	}
	closedir(d);
	if (other == 0)
		return 0;
	err_set(err, 0, 0, _("%s: not a site written by referee publish (it holds other files);"
	    " give a new or empty directory"), dir);
	return 1;
}

/* The new site takes the place of the old one. 0 or -1 with err. */
static int
site_swap(struct site_out *so)
{
	char	 old[PATH_MAX];
	int	 e;

	snprintf(old, sizeof(old), NT_("%s.old-XXXXXX"), so->dir);
	if (mkdtemp(old) == NULL)
		return err_set(so->err, 0, 0, "%s: %s", old, strerror(errno));
	if (rename(so->dir, old) == -1 && errno != ENOENT) {
		e = errno;
		rmdir(old);
		return err_set(so->err, 0, 0, "%s: %s", so->dir, strerror(e));
	}
	if (rename(so->tmp, so->dir) == -1) {
		e = errno;
		rename(old, so->dir);
		return err_set(so->err, 0, 0, "%s: %s", so->dir, strerror(e));
	}
	site_remove(old);
	return 0;
}

int
site_write(const char *dir, const struct rating_view *v, const char *lang, int *pages,
    int *changed, struct errbuf *err)
{
	struct site_out	 so = { dir, NULL, v, lang, pages, changed, err };
	struct env_saved saved[2];
	char		 tmp[PATH_MAX];
	int		 rc;

	*pages = *changed = 0;
	err_clear(err);
	if (site_target_ok(dir, err) != 0)
		return 1;
	snprintf(tmp, sizeof(tmp), NT_("%s.new-XXXXXX"), dir);
	if (mkdtemp(tmp) == NULL)
		return err_set(err, 0, 0, "%s: %s", tmp, strerror(errno));
	chmod(tmp, 0755);
	so.tmp = tmp;
	site_lang(lang, saved);
	rc = site_pages(&so);
	env_restore(saved, 2);
	if (rc != 0 || (rc = site_swap(&so)) != 0) {
		site_remove(tmp);
		return -1;
	}
	return 0;
}
