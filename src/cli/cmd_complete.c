/*
 * Shell completion, generated from the command table so that it cannot
 * drift: `referee completion bash|zsh` prints a script that calls
 * `referee __complete WORD...`, which prints the candidates for the last
 * word, one a line: commands and subcommands, the options of the command's
 * usage line, ruleset names, formats, game names, and event and player
 * names read from the database (--db, else $REFEREE_DB, else referee.db),
 * opened read-only. A prefix matches without regard to case and Polish or
 * Czech diacritics. No candidate lets the shell complete file names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../rules/game.h"

struct comp {
	char		*cur;		/* the word being completed, folded, whole */
	const char	*db;
};

static int
comp_offer(void *arg, const char *cand)
{
	struct comp	*c = arg;
	size_t		 n = strlen(cand) + 1;	/* folding never lengthens a word */
	char		*f = xmalloc(n);

	text_fold(cand, n - 1, f, n);
	if (strncmp(f, c->cur, strlen(c->cur)) == 0)
		printf("%s\n", cand);
	free(f);
	return 0;
}

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

/* Every long option of a usage line, and --help. */
static void
comp_options(struct comp *c, const char *usage)
{
	const char	*p;
	char		 opt[64];
	size_t		 n;

	for (p = usage ? strstr(usage, "--") : NULL; p != NULL; p = strstr(p + 2, "--")) {
		n = strspn(p + 2, "abcdefghijklmnopqrstuvwxyz0123456789-");
		if (n == 0 || n + 3 > sizeof(opt))
			continue;
		snprintf(opt, sizeof(opt), "--%.*s", (int)n, p + 2);
		comp_offer(c, opt);
	}
	comp_offer(c, "--help");
}

static void
comp_names(struct comp *c, enum db_names what)
{
	db_names_list(c->db, what, comp_offer, c);
}

static void
comp_rulesets(struct comp *c)
{
	const struct game	*g;
	const struct kv_preset	*p;
	size_t			 gi;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		for (p = g->ruleset->presets; p->name != NULL; p++)
			comp_offer(c, p->name);
}

/* A value for the option opt of usage (words "R", "EVENT", "text|csv" ...). */
static void
comp_value(struct comp *c, const char *usage, const char *opt)
{
	const struct game	*g;
	const char		*p;
	char			 w[64];
	size_t			 gi;

	if (strcmp(opt, "--ruleset") == 0 || strcmp(opt, "-r") == 0) {
		comp_rulesets(c);
		return;
	}
	if (strcmp(opt, "--event") == 0) {
		comp_names(c, DB_NAMES_EVENTS);
		return;
	}
	if (strcmp(opt, "--game") == 0) {
		for (gi = 0; (g = game_at(gi)) != NULL; gi++)
			comp_offer(c, g->name);
		return;
	}
	if ((strcmp(opt, "--format") == 0 || strcmp(opt, "-f") == 0) && usage != NULL &&
	    (p = strstr(usage, "text|")) != NULL) {
		while (*p != '\0' && *p != ']' && *p != ' ') {
			size_t n = strcspn(p, "|] ");

			snprintf(w, sizeof(w), "%.*s", (int)n, p);
			comp_offer(c, w);
			p += n;
			if (*p == '|')
				p++;
		}
	}
}

/* The positional words of a usage line, in order (options and their values skipped). */
static const char *
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

static void
comp_positional(struct comp *c, const char *usage, int index)
{
	char	 w[64];

	if (usage_positional(usage, index, w, sizeof(w)) == NULL)
		return;
	if (strcmp(w, "EVENT") == 0)
		comp_names(c, DB_NAMES_EVENTS);
	else if (strncmp(w, "PLAYER", 6) == 0 || (w[0] == 'P' && w[1] >= '1' && w[1] <= '4') ||
	    strcmp(w, "OLD") == 0 || strcmp(w, "A") == 0 || strcmp(w, "B") == 0)
		comp_names(c, DB_NAMES_PLAYERS);
	else if (strncmp(w, "NAME|FILE", 9) == 0)
		comp_rulesets(c);
}

/* Completes the last of words[0..n) (words[0] is the first word after "referee"). */
static void
complete(struct comp *c, int n, char **words)
{
	const struct command	*table = cli_commands(), *row = NULL, *r;
	const char		*usage;
	char			 val[64];
	int			 i = 0, pos = 0;

	/* Global options before the command. */
	while (i < n - 1 && words[i][0] == '-') {
		if (strcmp(words[i], "--db") == 0 && i + 1 < n - 1)
			c->db = words[++i];
		i++;
	}
	if (i < n - 1 && strcmp(words[i - (i > 0)], "--db") == 0 && i == n - 1)
		return;
	for (; i < n - 1; i++) {
		if (row != NULL && row->sub == NULL)
			break;
		if ((r = cli_find(row ? row->sub : table, words[i])) == NULL)
			return;
		row = r;
	}
	if (row == NULL || row->sub != NULL) {
		if (words[n - 1][0] == '-' && row == NULL) {
			comp_offer(c, "--db");
			comp_offer(c, "--help");
			comp_offer(c, "--version");
		}
		for (r = row ? row->sub : table; r->name != NULL; r++)
			if (strncmp(r->name, "__", 2) != 0)
				comp_offer(c, r->name);
		return;
	}
	if (n >= 2 && strcmp(words[n - 2], "--db") == 0)
		return;
	usage = cli_usage_text(row);
	if (words[n - 1][0] == '-') {
		comp_options(c, usage);
		return;
	}
	if (n >= 2 && words[n - 2][0] == '-') {
		if (usage_value(usage, words[n - 2], val, sizeof(val)) != NULL ||
		    strcmp(words[n - 2], "-f") == 0 || strcmp(words[n - 2], "-r") == 0) {
			comp_value(c, usage, words[n - 2]);
			return;
		}
	}
	for (; i < n - 1; i++) {
		if (words[i][0] == '-') {
			if (usage_value(usage, words[i], val, sizeof(val)) != NULL ||
			    strcmp(words[i], "-f") == 0 || strcmp(words[i], "-r") == 0)
				i++;
			continue;
		}
		pos++;
	}
	comp_positional(c, usage, pos);
}

/*
 * A word as the shell passes it while it is being typed, its quoting taken
 * off in place: "GP Kar, 'GP Kar and GP\ Kar are GP Kar (a quote left
 * open is closed; inside double quotes a backslash escapes only \ " $ `).
 */
static void
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

int
cmd_complete(int argc, char **argv)
{
	struct comp	 c;
	const char	*last;
	int		 i;

	memset(&c, 0, sizeof(c));
	c.db = cli_db_path;
	if (argc < 2)
		return EXIT_OK;
	/* Multi-word names arrive quoted or escaped ("GP Kartuzy" or GP\ Kartuzy). */
	for (i = 1; i < argc; i++)
		shell_unquote(argv[i]);
	last = argv[argc - 1];
	c.cur = xmalloc(strlen(last) + 1);
	text_fold(last, strlen(last), c.cur, strlen(last) + 1);
	complete(&c, argc - 1, argv + 1);
	free(c.cur);
	return EXIT_OK;
}

static const char bash_script[] =
    "# bash completion for referee (generated by 'referee completion bash')\n"
    "_referee()\n"
    "{\n"
    "\tlocal IFS=$'\\n' cur=${COMP_WORDS[COMP_CWORD]} c\n"
    "\tlocal -a cands\n"
    "\tcands=($(referee __complete \"${COMP_WORDS[@]:1:COMP_CWORD}\" 2>/dev/null))\n"
    "\tif [ ${#cands[@]} -eq 0 ]; then\n"
    "\t\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n"
    "\t\treturn\n"
    "\tfi\n"
    "\tCOMPREPLY=()\n"
    "\t# After an opening quote readline quotes the rest itself.\n"
    "\tcase $cur in\n"
    "\t[\\\"\\']*) COMPREPLY=(\"${cands[@]}\") ;;\n"
    "\t*) for c in \"${cands[@]}\"; do COMPREPLY+=(\"$(printf '%q' \"$c\")\"); done ;;\n"
    "\tesac\n"
    "}\n"
    "complete -F _referee referee\n";

static const char zsh_script[] =
    "#compdef referee\n"
    "# zsh completion for referee (generated by 'referee completion zsh')\n"
    "_referee()\n"
    "{\n"
    "\tlocal -a cands\n"
    "\tcands=(\"${(@f)$(referee __complete \"${(@)words[2,CURRENT]}\" 2>/dev/null)}\")\n"
    "\tif (( ${#cands} == 0 )) || [[ -z ${cands[1]} ]]; then\n"
    "\t\t_files\n"
    "\t\treturn\n"
    "\tfi\n"
    "\t# Quoted for where the word stands: after \", after ' or bare.\n"
    "\tcompadd -U -- \"${cands[@]}\"\n"
    "}\n"
    "_referee \"$@\"\n";

int
cmd_completion(int argc, char **argv)
{
	if (argc != 2 || (strcmp(argv[1], "bash") != 0 && strcmp(argv[1], "zsh") != 0))
		return cli_usage_error();
	fputs(strcmp(argv[1], "bash") == 0 ? bash_script : zsh_script, stdout);
	return EXIT_OK;
}
