#ifndef SCHEMAGEN_CYAML_SHIM_H
#define SCHEMAGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
