# cmake -DFROM=<bin> -DTO=<bin> -DPROGRAM=<name> [-DLINKS=a,b] -P import_counterparty.cmake
# A step of the sanitizer build when ARENA_COUNTERPARTIES_FROM is set (bots/bots.cmake): copies
# FROM/PROGRAM to TO/PROGRAM when they differ, then makes TO/<link> a hard link to it for each
# link named (again each time: a new copy is a new file, which old links would not follow).
if(NOT EXISTS "${FROM}/${PROGRAM}")
  message(FATAL_ERROR "ARENA_COUNTERPARTIES_FROM=${FROM}: ${FROM}/${PROGRAM} does not exist; "
                      "build it there first (scripts/test builds the plain build's "
                      "counterparties first)")
endif()
file(MAKE_DIRECTORY "${TO}")
file(COPY_FILE "${FROM}/${PROGRAM}" "${TO}/${PROGRAM}" ONLY_IF_DIFFERENT)
string(REPLACE "," ";" links "${LINKS}")
foreach(link ${links})
  file(REMOVE "${TO}/${link}")
  file(CREATE_LINK "${TO}/${PROGRAM}" "${TO}/${link}")
endforeach()
