// Boost.Process v2 is compiled once, here (BOOST_PROCESS_V2_SEPARATE_COMPILATION is defined for
// every user by CMake). In Boost 1.81 it is not header-only by default: without that definition
// the headers are in header-only mode, and including src.hpp stops the build with an #error.
#include <boost/process/v2/src.hpp>
