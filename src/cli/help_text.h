/* The paragraph and example of 'referee help COMMAND' (help_text.c). */
#ifndef HELP_TEXT_H
#define HELP_TEXT_H

struct help_text {
	const char	*command;	/* a row of the top-level command table */
	const char	*paragraph;	/* N_(): translate with _() where printed */
	const char	*example;	/* a command line, never translated */
};

/* The texts of a top-level command, or NULL. */
const struct help_text *help_text_find(const char *command);

#endif /* HELP_TEXT_H */
