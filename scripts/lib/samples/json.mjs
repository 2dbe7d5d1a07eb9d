// ```json blocks parse as JSON (a fragment, such as a few members of a larger object, is wrapped in braces first).
import {withoutMagicComments} from '../samples.mjs';

export const languages = ['json'];

export async function check(blocks) {
  return blocks.map((block) => {
    const code = withoutMagicComments(block.code);
    const text = block.fragment ? `{${code}}` : code;
    try {
      JSON.parse(text);
      return {block, status: 'checked'};
    } catch (error) {
      return {block, status: 'failed', message: `not JSON: ${error.message}`};
    }
  });
}
