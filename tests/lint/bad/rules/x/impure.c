/* A rules file that breaks every rule of tests/lint/layers.sh (lint self-test). */
#include <stdio.h>
#include "../../db/db.h"

/* printf("in a comment") is not a call */
static int
impure(void)
{
	char	 buf[8];

	snprintf(buf, sizeof(buf), "x");
	printf("x");
	if (buf[0] == 'y')
		exit(1);
	sqlite3_step(NULL);
	return csv_fwrite (NULL, "", 0);
}
