/* Command functions of the top-level table and of the groups. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include <stdio.h>

/* Prints the top-level usage with the command list. */
void	 cli_main_usage(FILE *);
int	 cmd_help(int, char **);
int	 cmd_version(int, char **);

#endif /* COMMANDS_H */
