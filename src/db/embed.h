/* SQL files embedded at build time (see the Makefile): schema and reports. */
#ifndef EMBED_H
#define EMBED_H

struct embed_file {
	const char	*name;	/* file name without ".sql", e.g. "001-core" */
	const char	*text;
};

/* Terminated by name == NULL, sorted by name. */
extern const struct embed_file embed_schema[];
extern const struct embed_file embed_reports[];

#endif /* EMBED_H */
