#include "../cli/cli.h"
