/* The language of the command line moved to src/util/lang.h (issue 28). */
#ifndef CLI_LANG_H
#define CLI_LANG_H

#include "../util/lang.h"

#endif
