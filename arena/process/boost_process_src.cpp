// Boost.Process v2 is compiled once, here (BOOST_PROCESS_V2_SEPARATE_COMPILATION is defined for
// every user by CMake).
#include <boost/process/v2/src.hpp>
