# s2s for CMake: translate C with s2s at build time and build the translation.
#
#   execute_process(COMMAND s2s cmake --path OUTPUT_VARIABLE S2S_MODULE OUTPUT_STRIP_TRAILING_WHITESPACE)
#   include(${S2S_MODULE})
#
#   s2s_translate(<var> SOURCE <file.c> TARGET <cuda|opencl|openmp>
#                 [OUTPUT_NAME <name>] [INCLUDE_DIRECTORIES <dir>...] [COMPILE_DEFINITIONS <NAME[=VAL]>...]
#                 [OPTIONS <s2s option>...])
#
# adds a build rule that runs `s2s translate` when <file.c> (or s2s's options) change, and sets <var> to
# the generated sources, to give to add_executable() or add_library():
#
#   openmp  ${CMAKE_CURRENT_BINARY_DIR}/s2s/<name>.omp.c                  link OpenMP::OpenMP_C and m
#   opencl  ${CMAKE_CURRENT_BINARY_DIR}/s2s/<name>.ocl.c                  link OpenCL::OpenCL and m
#   cuda    ${CMAKE_CURRENT_BINARY_DIR}/s2s/<name>.cu and <name>.host.c   (the host file is empty when
#                                                                          the input is valid C++)
#
# A SCoP that the cost model keeps on the host has its OpenMP version in the CUDA and OpenCL outputs too
# (under #ifdef _OPENMP): link OpenMP::OpenMP_C (CUDA: also compile with -Xcompiler -fopenmp) to run it on
# the host's cores; without OpenMP, the original code runs.
#
# <name> is OUTPUT_NAME, by default the source's name without .c.  INCLUDE_DIRECTORIES and
# COMPILE_DEFINITIONS go to s2s as -I and -D: give the target that compiles the translation the same ones
# (macros inside a SCoP are expanded in the translation).  The generated sources get the input's directory
# as an include directory, for its "..." headers.  The language mode the target is compiled in goes in
# OPTIONS (`OPTIONS -std=gnu2x`): s2s's preprocessing must read the file as the compiler does (`#if
# __STDC_VERSION__`, C2x's digit separators); CMAKE_C_STANDARD is not read.  S2S_EXECUTABLE is the s2s
# to run (default: s2s on PATH).

if(NOT S2S_EXECUTABLE)
  find_program(S2S_EXECUTABLE s2s)
  if(NOT S2S_EXECUTABLE)
    message(FATAL_ERROR "s2s not found: set S2S_EXECUTABLE to the s2s program")
  endif()
endif()

function(s2s_translate out_var)
  cmake_parse_arguments(PARSE_ARGV 1 S2S "" "SOURCE;TARGET;OUTPUT_NAME"
                        "INCLUDE_DIRECTORIES;COMPILE_DEFINITIONS;OPTIONS")
  if(NOT S2S_SOURCE)
    message(FATAL_ERROR "s2s_translate: SOURCE <file.c> is required")
  endif()
  if(NOT S2S_TARGET MATCHES "^(cuda|opencl|openmp)$")
    message(FATAL_ERROR "s2s_translate: TARGET must be cuda, opencl or openmp, not '${S2S_TARGET}'")
  endif()
  if(S2S_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "s2s_translate: unknown arguments: ${S2S_UNPARSED_ARGUMENTS}")
  endif()
  get_filename_component(src "${S2S_SOURCE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT S2S_OUTPUT_NAME)
    get_filename_component(S2S_OUTPUT_NAME "${src}" NAME_WE)
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/s2s")
  set(flags)
  foreach(inc IN LISTS S2S_INCLUDE_DIRECTORIES)
    get_filename_component(inc "${inc}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND flags "-I${inc}")
  endforeach()
  foreach(def IN LISTS S2S_COMPILE_DEFINITIONS)
    list(APPEND flags "-D${def}")
  endforeach()
  list(APPEND flags ${S2S_OPTIONS})
  if(S2S_TARGET STREQUAL "cuda")
    set(out "${dir}/${S2S_OUTPUT_NAME}.cu")
    set(host "${dir}/${S2S_OUTPUT_NAME}.host.c")
    # -o NAME.cu writes the host part (when there is one) to NAME.c: rename it to a fixed name, and
    # leave an empty one otherwise, so the list of outputs is known before s2s runs
    add_custom_command(
      OUTPUT "${out}" "${host}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
      COMMAND "${CMAKE_COMMAND}" -E rm -f "${dir}/${S2S_OUTPUT_NAME}.c" "${host}"
      COMMAND "${S2S_EXECUTABLE}" translate ${flags} --target cuda "${src}" -o "${out}"
      COMMAND "${CMAKE_COMMAND}" -DFROM=${dir}/${S2S_OUTPUT_NAME}.c -DTO=${host}
              -P "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/S2SHostFile.cmake"
      DEPENDS "${src}"
      COMMENT "s2s: translating ${S2S_SOURCE} to CUDA"
      VERBATIM)
    set(outs "${out}" "${host}")
  else()
    if(S2S_TARGET STREQUAL "opencl")
      set(out "${dir}/${S2S_OUTPUT_NAME}.ocl.c")
    else()
      set(out "${dir}/${S2S_OUTPUT_NAME}.omp.c")
    endif()
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
      COMMAND "${S2S_EXECUTABLE}" translate ${flags} --target ${S2S_TARGET} "${src}" -o "${out}"
      DEPENDS "${src}"
      COMMENT "s2s: translating ${S2S_SOURCE} to ${S2S_TARGET}"
      VERBATIM)
    set(outs "${out}")
  endif()
  # the translation keeps the input's #include lines: its "..." headers are found beside the input
  get_filename_component(src_dir "${src}" DIRECTORY)
  set_source_files_properties(${outs} PROPERTIES GENERATED TRUE INCLUDE_DIRECTORIES "${src_dir}")
  set(${out_var} ${outs} PARENT_SCOPE)
endfunction()
