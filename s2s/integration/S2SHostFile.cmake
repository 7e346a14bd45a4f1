# Helper of s2s_translate (S2S.cmake), run as `cmake -DFROM=... -DTO=... -P`: move the CUDA host file
# s2s wrote (FROM) to its fixed name (TO), or write an empty TO when s2s wrote none.
if(EXISTS "${FROM}")
  file(RENAME "${FROM}" "${TO}")
else()
  file(WRITE "${TO}" "/* s2s: the input is valid C++: everything is in the .cu file */\n")
endif()
