/* Output files written whole or not at all (outfile.h). */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "outfile.h"
#include "i18n.h"

/* The process's umask (read by setting it back). */
static mode_t
umask_get(void)
{
	mode_t	 m = umask(022);

	umask(m);
	return m;
}

int
outfile_open(struct outfile *o, const char *path, struct errbuf *err)
{
	struct stat	 sb;
	char		*real = NULL;
	size_t		 n;
	int		 fd;

	memset(o, 0, sizeof(*o));
	if (strcmp(path, "-") == 0) {
		o->fp = stdout;
		return 0;
	}
	/*
	 * A device or FIFO (/dev/null, a pipe) is written as it is: renaming
	 * over it would replace it. A symbolic link is followed, so the file
	 * it names is the one replaced.
	 */
	if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		if ((o->fp = fopen(path, "w")) == NULL)
			return err_set(err, 0, 0, _("%s: cannot write: %s"), path, strerror(errno));
		o->direct = 1;
		return 0;
	}
	if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode) && (real = realpath(path, NULL)) != NULL)
		path = real;
	n = strlen(path) + 16;
	o->path = xstrdup(path);
	free(real);
	o->tmp = xmalloc(n);
	snprintf(o->tmp, n, NT_("%s.tmp.XXXXXX"), path);
	if ((fd = mkstemp(o->tmp)) == -1 || (o->fp = fdopen(fd, "w")) == NULL) {
		err_set(err, 0, 0, _("%s: cannot write: %s"), path, strerror(errno));
		if (fd != -1) {
			close(fd);
			unlink(o->tmp);
		}
		free(o->tmp);
		free(o->path);
		memset(o, 0, sizeof(*o));
		return -1;
	}
	/* mkstemp makes it 0600; an export is as readable as any new file. */
	(void)fchmod(fd, 0666 & ~umask_get());
	return 0;
}

int
outfile_commit(struct outfile *o, struct errbuf *err)
{
	char	*dir;
	int	 fd, bad;

	if (o->fp == NULL)
		return 0;
	if (o->direct) {
		bad = fflush(o->fp) == EOF || ferror(o->fp);
		if (fclose(o->fp) == EOF)
			bad = 1;
		o->fp = NULL;
		o->direct = 0;
		return bad ? err_set(err, 0, 0, _("cannot write the output: %s"),
		    strerror(errno ? errno : EIO)) : 0;
	}
	if (o->path == NULL) {
		bad = fflush(stdout) == EOF || ferror(stdout);
		o->fp = NULL;
		return bad ? err_set(err, 0, 0, _("cannot write the output: %s"),
		    strerror(errno ? errno : EIO)) : 0;
	}
	bad = fflush(o->fp) == EOF || ferror(o->fp) || fsync(fileno(o->fp)) == -1;
	if (fclose(o->fp) == EOF)
		bad = 1;
	o->fp = NULL;
	if (bad || rename(o->tmp, o->path) == -1) {
		err_set(err, 0, 0, _("%s: cannot write: %s"), o->path, strerror(errno ? errno : EIO));
		unlink(o->tmp);
		free(o->tmp);
		free(o->path);
		o->tmp = o->path = NULL;
		return -1;
	}
	/* The rename itself is durable once the directory is synced. */
	dir = xstrdup(o->path);
	if ((fd = open(dirname(dir), O_RDONLY)) != -1) {
		(void)fsync(fd);
		close(fd);
	}
	free(dir);
	free(o->tmp);
	free(o->path);
	o->tmp = o->path = NULL;
	return 0;
}

void
outfile_abort(struct outfile *o)
{
	if (o->fp != NULL && o->direct)
		fclose(o->fp);
	else if (o->fp != NULL && o->path != NULL) {
		fclose(o->fp);
		unlink(o->tmp);
	}
	free(o->tmp);
	free(o->path);
	memset(o, 0, sizeof(*o));
}
