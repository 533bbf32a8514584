/*
 * CSV (RFC 4180) on libcsv, the one place that talks to libcsv. Reading
 * streams one record at a time, with the line number where it starts, in
 * memory that does not grow with the file. Writing quotes a field only when
 * it holds , " CR or LF (csv_fwrite doubles the quotes), so plain fields stay
 * plain.
 */
#ifndef CSVIO_H
#define CSVIO_H

#include <stddef.h>
#include <stdio.h>

#include "../util/util.h"

struct csvio;

/* Opens path ("-" = standard input). Returns NULL with err. Close with csvio_close. */
struct csvio *csvio_open(const char *path, struct errbuf *);
/* A reader of fp from its current position; it closes fp when closed. */
struct csvio *csvio_from(FILE *fp, struct errbuf *);
/* Closes the reader (NULL is a no-op). */
void	 csvio_close(struct csvio *);
/*
 * Reads the next record. On 1, *fields holds *nfields NUL-terminated
 * strings owned by the reader and valid until the next call, and *line the
 * line where the record starts. Returns 0 at the end, -1 with err (line set)
 * when the file is not valid CSV or cannot be read.
 */
int	 csvio_next(struct csvio *, size_t *nfields, char ***fields, int *line,
	    struct errbuf *);
/*
 * The column (1-based, in characters) where field i of the record csvio_next
 * returned last starts, when the record is one line; 0 when not known.
 */
int	 csvio_field_col(const struct csvio *, size_t i);
/*
 * For tests/check_csvio.c, which reads files both ways: the fast path
 * (plain lines split in place) turned off, and how many records it read.
 */
void	 csvio_fast_off(struct csvio *);
long	 csvio_fast_records(const struct csvio *);

/* Writes one field (quoted when needed). Returns 0, -1 on a write error. */
int	 csvio_put_field(FILE *, const char *);
/* Writes n fields (NULL as empty) separated by commas and a LF. Returns 0 or -1. */
int	 csvio_put_row(FILE *, size_t n, const char *const *fields);

#endif /* CSVIO_H */
