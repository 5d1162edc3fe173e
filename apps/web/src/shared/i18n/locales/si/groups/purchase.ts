import type { Translation } from '@selfcare/contracts';
import type { purchaseFlow } from '@/shared/i18n/groups/purchase';

export const purchaseFlowSi: Translation<typeof purchaseFlow> = {
  option: {
    label: 'මිලදී ගැනීමේ විකල්පය',
    text: '{{name}} - {{price}}',
  },
  price: {
    label: 'මිල',
  },
  bundles: 'පහත කට්ටලවල කොටසක් ලෙසද මිලදී ගත හැක',
  voucher: {
    label: 'වවුචර් කේතය',
    checking: 'වවුචර් කේතය පරීක්ෂා කරමින්…',
    discountedPrice: 'වවුචරය සමඟ මිල: {{price}}',
  },
  confirm: {
    subscribe: 'ඔබට දායක වීමට අවශ්‍ය බව විශ්වාසද?',
    purchase: 'ඔබට මිලදී ගැනීමට අවශ්‍ය බව විශ්වාසද?',
    unsubscribe: 'ඔබට දායකත්වයෙන් ඉවත් වීමට අවශ්‍ය බව විශ්වාසද?',
  },
  pin: 'දෙමාපිය රහස් අංකය',
  yes: 'ඔව්',
  no: 'නැත',
  paying: {
    label: 'ගෙවීමේ විස්තර',
    connection: 'සම්බන්ධතාවය',
    named: '{{name}} ({{number}})',
    method: 'ගෙවන්නේ',
    bill: 'මෙම සම්බන්ධතාවයේ මාසික බිල්පත',
    operator: 'මෙම සම්බන්ධතාවයේ ජංගම බිල්පත',
    card: 'කාඩ්පත',
    amount: 'මුදල',
  },
  notSold: {
    includedIn: 'තනිව විකුණනු නොලැබේ. ඇතුළත් වන්නේ:',
    notOffered: 'ඔබගේ සම්බන්ධතාවයට පිරිනමනු නොලැබේ.',
  },
  retryPayment: 'ගෙවීම නැවත උත්සාහ කරන්න',
  cancelled: {
    headline: 'ගෙවීම අවලංගු කරන ලදී',
    notCharged: 'ඔබෙන් මුදල් අය කර නැත. ඔබ සූදානම් වූ විට නැවත උත්සාහ කළ හැක.',
    tryAgain: 'නැවත උත්සාහ කරන්න',
  },
};
