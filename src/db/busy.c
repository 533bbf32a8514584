/*
 * Waiting for another command that writes the same database, and saying
 * which one it is.
 *
 * SQLite lets one connection write at a time (WAL: readers never wait).
 * A connection that finds the write lock taken calls busy_wait, which
 * sleeps and tries again, tells the user once (after a second) what it is
 * waiting for, and gives up after the command's bound (db_wait_setup).
 *
 * What it waits for is read from a sidecar file next to the database,
 * "PATH-writer", which the holder of the write lock writes right after
 * BEGIN IMMEDIATE: one line, "PID COMMAND". The holder keeps an fcntl
 * write lock on it, and unlinks it just before COMMIT or ROLLBACK. A
 * waiter believes the line only while that lock is held (F_GETLK names
 * the holder's pid), so a file left by a command that crashed (the kernel
 * drops its lock) or by a holder between unlink and COMMIT is never taken
 * for a writer that is there: the waiter then says "another program".
 * The next holder truncates a stale file and unlinks it in turn. No row
 * of the database can carry this: the holder's rows are invisible to
 * others until it commits, and writing one would need the lock it holds.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

/* The running command, as db_wait_setup set it (process-wide). */
static char	 wait_command[32] = "referee";
static int	 wait_bound = 60;
static void	(*wait_announce)(const char *, const struct db_writer *);

void
db_wait_setup(const char *command, int seconds,
    void (*announce)(const char *path, const struct db_writer *))
{
	snprintf(wait_command, sizeof(wait_command), "%s", command);
	wait_bound = seconds;
	wait_announce = announce;
}

/* The sidecar's path; 0 for a database that is no plain file (a URI, memory). */
static int
writer_path(const struct db *db, char *buf, size_t size)
{
	if (*db->path == '\0' || strcmp(db->path, ":memory:") == 0 ||
	    strncmp(db->path, "file:", 5) == 0)
		return 0;
	return snprintf(buf, size, NT_("%s-writer"), db->path) < (int)size;
}

void
db_writer_note(struct db *db)
{
	struct flock	 fl;
	char		 path[4096], line[64];
	int		 fd, n;

	if (db->writer_fd != -1 || !writer_path(db, path, sizeof(path)))
		return;
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644)) == -1)
		return;		/* a read-only directory: the waiters just know less */
	memset(&fl, 0, sizeof(fl));
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	n = snprintf(line, sizeof(line), "%ld %s\n", (long)getpid(), wait_command);
	if (fcntl(fd, F_SETLK, &fl) == -1 || ftruncate(fd, 0) == -1 ||
	    write(fd, line, (size_t)n) != n) {
		close(fd);
		return;
	}
	db->writer_fd = fd;
}

void
db_writer_clear(struct db *db)
{
	char	 path[4096];

	if (db->writer_fd == -1)
		return;
	if (writer_path(db, path, sizeof(path)))
		(void)unlink(path);
	close(db->writer_fd);	/* drops the lock */
	db->writer_fd = -1;
}

/* Who holds the write lock, from the sidecar (w->pid 0: not known). */
static void
writer_read(const struct db *db, struct db_writer *w)
{
	struct flock	 fl;
	char		 path[4096], line[64], *end;
	ssize_t		 n;
	long		 pid;
	int		 fd, i;

	memset(w, 0, sizeof(*w));
	if (!writer_path(db, path, sizeof(path)) ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)) == -1)
		return;
	memset(&fl, 0, sizeof(fl));
	fl.l_type = F_RDLCK;
	fl.l_whence = SEEK_SET;
	if (fcntl(fd, F_GETLK, &fl) == -1 || fl.l_type == F_UNLCK ||
	    (n = pread(fd, line, sizeof(line) - 1, 0)) <= 0) {
		close(fd);
		return;
	}
	close(fd);
	line[n] = '\0';
	w->pid = (long)fl.l_pid;
	pid = strtol(line, &end, 10);
	if (pid != w->pid || *end != ' ')
		return;
	/* The holder wrote a command name: letters and spaces, nothing else. */
	for (i = 0, end++; end[i] != '\n' && i + 1 < (int)sizeof(w->command); i++) {
		if ((end[i] < 'a' || end[i] > 'z') && end[i] != ' ') {
			w->command[0] = '\0';
			return;
		}
		w->command[i] = end[i];
	}
	w->command[end[i] == '\n' ? i : 0] = '\0';
}

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * SQLite's busy handler: count is 0 on the first call of a wait. Sleeps as
 * sqlite3_busy_timeout does (1 ms growing to 100 ms) and returns 1 to try
 * again, or 0 to give up (db->wait_gave_up, for db_busy_error).
 */
static int
busy_wait(void *arg, int count)
{
	static const int	 delay[] = { 1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100 };
	struct db		*db = arg;
	double			 waited;

	if (count == 0) {
		db->wait_start = now();
		db->wait_told = 0;
		db->wait_gave_up = 0;
	}
	waited = now() - db->wait_start;
	if (wait_bound >= 0 && waited >= wait_bound) {
		writer_read(db, &db->wait_for);
		db->wait_gave_up = 1;
		return 0;
	}
	if (!db->wait_told && waited >= 1.0) {
		db->wait_told = 1;
		writer_read(db, &db->wait_for);
		if (wait_announce != NULL)
			wait_announce(db->path, &db->wait_for);
	}
	sqlite3_sleep(count < (int)(sizeof(delay) / sizeof(delay[0])) ? delay[count] : 100);
	return 1;
}

void
db_busy_setup(struct db *db)
{
	db->writer_fd = -1;
	sqlite3_busy_handler(db->h, busy_wait, db);
}

int
db_busy_error(struct db *db, struct errbuf *err)
{
	const struct db_writer	*w = &db->wait_for;

	if ((sqlite3_extended_errcode(db->h) & 0xff) != SQLITE_BUSY || !db->wait_gave_up)
		return 0;
	db->wait_gave_up = 0;
	if (w->command[0] != '\0')
		err_set(err, 0, 0, P_("%s: gave up after %d second: another referee command"
		    " (%s, pid %ld) is still writing to it (REFEREE_WAIT sets how long to wait)",
		    "%s: gave up after %d seconds: another referee command (%s, pid %ld) is"
		    " still writing to it (REFEREE_WAIT sets how long to wait)", wait_bound),
		    db->path, wait_bound, w->command, w->pid);
	else
		err_set(err, 0, 0, P_("%s: gave up after %d second: another program is still"
		    " writing to it (REFEREE_WAIT sets how long to wait)", "%s: gave up after %d"
		    " seconds: another program is still writing to it (REFEREE_WAIT sets how"
		    " long to wait)", wait_bound), db->path, wait_bound);
	return 1;
}
