// Empty: the target exists for its header (SwiftPM needs a source file in a C target).
#include "CFuzzerDriver.h"
